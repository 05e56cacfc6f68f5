import type { DraftRecord } from '../../src/core/model';
import { aCreator, anOrganisationCreator } from './creator';
import { API, aDraft } from './draft';

const en = (text: string) => ({ en: text });

/**
 * A draft as the server returns it with every metadata and custom field filled, vocabulary
 * entries carrying the titles the server adds; override any part.
 */
export const aCompleteDraft = (overrides: Partial<DraftRecord> = {}): DraftRecord =>
  aDraft({
    access: {
      record: 'public',
      files: 'restricted',
      embargo: { active: true, until: '2031-01-01', reason: 'Patent pending' },
    },
    files: {
      enabled: true,
      default_preview: 'data.csv',
      order: [],
      count: 1,
      total_bytes: 10,
      entries: {
        'data.csv': {
          key: 'data.csv',
          size: 10,
          checksum: 'md5:0123456789abcdef0123456789abcdef',
          links: { self: `${API}/records/abc12-34567/draft/files/data.csv` },
        },
      },
    },
    pids: { doi: { identifier: '10.1234/abc12-34567', provider: 'datacite', client: 'datacite' } },
    metadata: {
      resource_type: { id: 'publication-article', title: en('Journal article') },
      title: 'A Romans story',
      additional_titles: [
        { title: 'Subtitle here', type: { id: 'subtitle' }, lang: { id: 'eng' } },
      ],
      publication_date: '2020-06-01',
      creators: [aCreator(), anOrganisationCreator()],
      contributors: [aCreator({ role: { id: 'editor', title: en('Editor') } })],
      description: '<p>A story about <b>Romans</b>.</p>',
      additional_descriptions: [
        { description: 'How it was done.', type: { id: 'methods' }, lang: { id: 'eng' } },
      ],
      rights: [
        {
          id: 'cc-by-4.0',
          title: en('Creative Commons Attribution 4.0 International'),
          description: en('Share and adapt with attribution.'),
          icon: 'cc-by-icon',
          props: { url: 'https://creativecommons.org/licenses/by/4.0/legalcode', scheme: 'spdx' },
        },
        {
          title: en('My licence'),
          description: en('Use it freely.'),
          link: 'https://example.org/licence',
        },
      ],
      languages: [{ id: 'eng', title: en('English') }],
      dates: [{ date: '1939/1945', type: { id: 'collected' }, description: 'War years' }],
      version: 'v1.0.0',
      publisher: 'InvenioRDM',
      copyright: '© 2024 The authors',
      related_identifiers: [
        {
          identifier: '10.1234/foo',
          scheme: 'doi',
          relation_type: { id: 'cites' },
          resource_type: { id: 'dataset' },
        },
      ],
      references: [
        { reference: 'Nielsen et al, 2020', identifier: '10.1234/foo.bar', scheme: 'doi' },
      ],
      identifiers: [{ identifier: '1924MNRAS..84..308E', scheme: 'ads' }],
      subjects: [
        { id: 'https://id.nlm.nih.gov/mesh/D000001', subject: 'Calcimycin', scheme: 'MeSH' },
        { subject: 'Roman history' },
      ],
      funding: [
        {
          funder: { id: '00k4n6c32', name: 'European Commission' },
          award: {
            id: '00k4n6c32::246686',
            title: en('Open Access Infrastructure'),
            number: '246686',
            identifiers: [{ scheme: 'url', identifier: 'https://cordis.europa.eu/project/246686' }],
          },
        },
        {
          funder: { name: 'ACME Foundation' },
          award: {
            title: en('Rocket science'),
            number: 'EP-123',
            identifiers: [{ scheme: 'url', identifier: 'https://acme.example/ep-123' }],
          },
        },
      ],
    },
    custom_fields: {
      'imprint:imprint': {
        title: 'Collected Roman stories',
        isbn: '978-3-16-148410-0',
        place: 'Geneva',
        pages: '12-34',
        edition: '2nd',
      },
      'journal:journal': {
        title: 'Journal of Romans',
        issn: '0317-8471',
        volume: '7',
        issue: '2',
        pages: '100-110',
      },
      'meeting:meeting': {
        title: 'Roman Conference',
        acronym: 'RC2020',
        dates: '1-3 June 2020',
        place: 'Rome',
        url: 'https://rc2020.example',
        session: 'S1',
        session_part: 'P2',
      },
      'thesis:thesis': {
        university: 'University of Geneva',
        department: 'Classics',
        type: 'PhD',
        date_submitted: '2019-09',
        date_defended: '2020-01-15',
      },
    },
    ...overrides,
  });
