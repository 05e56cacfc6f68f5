/** @jest-environment node */
import { readdirSync } from 'node:fs';
import fc from 'fast-check';
import { join } from 'node:path';
import { VocabulariesApiClient } from '../../../src/core/api';
import {
  PrefillError,
  prefillFromFile,
  prefillFromText,
  type PrefillEntry,
  type PrefillServices,
} from '../../../src/core/prefill';
import { browserFor, type Browser } from '../../server/records/helpers';
import { startTestServer, type TestServer } from '../../server/support/testServer';
import {
  FIXTURE_ENDPOINTS,
  PREFILL_FIXTURES,
  fixtureFetch,
  sampleFile,
} from '../../support/prefill/fixtureFetch';
import { mutatedText } from '../../support/prefill/mutatedText';

let server: TestServer;
let alice: Browser;
let services: PrefillServices;

beforeAll(async () => {
  server = await startTestServer();
  alice = await browserFor(server, 'alice');
  services = {
    endpoints: FIXTURE_ENDPOINTS,
    fetch: fixtureFetch(),
    // The repository's own vocabularies, searched as the deposit form searches them.
    vocabularies: new VocabulariesApiClient(alice.session.http(), { apiBase: server.api }),
    licenceSearchUrl: `${server.api}/vocabularies/licenses`,
    customFields: ['journal:journal', 'imprint:imprint', 'meeting:meeting', 'thesis:thesis'],
  };
});
afterAll(() => server.close());

const LOOKUPS = [
  '10.5281/zenodo.7654321',
  '10.1371/journal.pcbi.1011043',
  '10.1400/284011',
  'arXiv:2101.00001',
  'PMID: 31209238',
  'https://orcid.org/0000-0002-1825-0097/work/1234567',
];

/** Every leaf path of what was sent (`metadata.creators.0.affiliations.0.id`). */
const pathsOf = (value: unknown, at: string): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) => pathsOf(child, `${at}.${key}`))
    : [at];

/** Saves the entry as a new draft: the server's answer, and its errors about what was sent. */
const saveAsDraft = async (entry: PrefillEntry) => {
  const draft = {
    metadata: entry.metadata,
    custom_fields: entry.custom_fields,
    access: { record: 'public', files: 'public' },
    files: { enabled: false },
  };
  const response = await alice.raw.post(`${server.api}/records`, draft);
  const sent = [
    ...pathsOf(entry.metadata, 'metadata'),
    ...pathsOf(entry.custom_fields, 'custom_fields'),
  ];
  const errors = (
    (response.data as { errors?: { field: string; messages: string[] }[] }).errors ?? []
  ).filter(({ field }) => sent.some((path) => path === field || path.startsWith(`${field}.`)));
  return {
    status: response.status,
    errors,
    saved: response.data as { metadata: Record<string, unknown> },
  };
};

describe('every work of every fixture, saved as a draft', () => {
  it.each(LOOKUPS)('the reference server accepts what %s gives', async (text) => {
    const { entries } = await prefillFromText(text, services);
    for (const entry of entries) {
      const { status, errors, saved } = await saveAsDraft(entry);
      expect([entry.label, status, errors]).toEqual([entry.label, 201, []]);
      expect(saved.metadata.title).toBe(entry.metadata.title);
      expect(saved.metadata.creators).toHaveLength(entry.metadata.creators?.length ?? 0);
    }
  });

  it.each(readdirSync(join(PREFILL_FIXTURES, 'samples')))(
    'the reference server accepts every work of %s',
    async (name) => {
      const { entries } = await prefillFromFile(sampleFile(name), services);
      for (const entry of entries) {
        const { status, errors } = await saveAsDraft(entry);
        expect([entry.label, status, errors]).toEqual([entry.label, 201, []]);
      }
    },
  );

  it.each(readdirSync(join(PREFILL_FIXTURES, 'samples')))(
    'a mutated %s gives works the server accepts, or a PrefillError',
    async (name) => {
      const { text } = sampleFile(name);
      await fc.assert(
        fc.asyncProperty(mutatedText(text), async (mutated) => {
          const entries = await prefillFromFile({ name, text: mutated }, services).then(
            (result) => result.entries,
            (error: unknown) => {
              if (error instanceof PrefillError) return [];
              throw error;
            },
          );
          for (const entry of entries) {
            const { status, errors } = await saveAsDraft(entry);
            expect([status, errors]).toEqual([201, []]);
          }
        }),
        { numRuns: 25 },
      );
    },
  );

  it("would see the server's refusal of a mapped value (the check above is not vacuous)", async () => {
    const { entries } = await prefillFromText('10.5281/zenodo.7654321', services);
    const broken = {
      ...entries[0]!,
      metadata: { ...entries[0]!.metadata, title: 'ab', publication_date: '2023-13' },
    };
    const { status, errors } = await saveAsDraft(broken);
    expect(status).toBe(201);
    expect(errors.map(({ field }) => field).sort()).toEqual([
      'metadata.publication_date',
      'metadata.title',
    ]);
  });

  it('matches the demo vocabularies by id: ROR affiliations, funder, award, licence', async () => {
    const { entries } = await prefillFromText('10.5281/zenodo.7654321', services);
    const { metadata } = entries[0]!;
    expect(metadata.creators?.[0]?.affiliations).toEqual([
      { id: '01ggx4157', name: 'European Organization for Nuclear Research' },
    ]);
    expect(metadata.funding?.[0]).toEqual({
      funder: { id: '00k4n6c32', name: 'European Commission' },
      award: { id: '00k4n6c32::101017536', number: '101017536' },
    });
    expect(metadata.rights).toMatchObject([{ id: 'cc-by-4.0' }]);
    expect(metadata.languages).toEqual([{ id: 'eng', title: { en: 'English' } }]);
  });
});
