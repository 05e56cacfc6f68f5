import { since, type InvenioVersion } from './invenioLayout';

/** A vocabulary reference as `dump_empty` leaves it. */
const emptyVocabulary = () => ({ id: null, title: null });

const emptyIdentifier = () => ({ identifier: null, scheme: null });

const emptyCreatibutor = () => ({
  person_or_org: {
    type: null,
    name: null,
    given_name: null,
    family_name: null,
    identifiers: [emptyIdentifier()],
  },
  role: emptyVocabulary(),
  affiliations: [{ id: null, name: null }],
});

/**
 * `new_record()`: `dump_empty(RDMRecordSchema)` (every field null, every list one empty item),
 * files enabled, status `draft`. Its DOI: v12 always starts on an external one; from v13 only
 * when the instance preselects "yes", which this server does not.
 */
export const invenioNewRecord = (version: InvenioVersion) => ({
  access: {
    record: null,
    files: null,
    embargo: { active: null, until: null, reason: null },
    status: null,
  },
  custom_fields: {},
  files: { enabled: true },
  metadata: {
    resource_type: emptyVocabulary(),
    creators: [emptyCreatibutor()],
    title: null,
    additional_titles: [{ title: null, type: emptyVocabulary(), lang: emptyVocabulary() }],
    publisher: null,
    publication_date: null,
    subjects: [{ id: null, subject: null, scheme: null }],
    contributors: [emptyCreatibutor()],
    dates: [{ date: null, type: emptyVocabulary(), description: null }],
    languages: [emptyVocabulary()],
    identifiers: [emptyIdentifier()],
    related_identifiers: [
      { ...emptyIdentifier(), relation_type: emptyVocabulary(), resource_type: emptyVocabulary() },
    ],
    sizes: [null],
    formats: [null],
    version: null,
    rights: [
      {
        id: null,
        title: null,
        description: null,
        icon: null,
        props: { url: null, scheme: null },
        link: null,
      },
    ],
    copyright: null,
    description: null,
    additional_descriptions: [
      { description: null, type: emptyVocabulary(), lang: emptyVocabulary() },
    ],
    locations: {
      features: [{ geometry: null, place: null, identifiers: [null], description: null }],
    },
    funding: [{ funder: { id: null, name: null }, award: { id: null, number: null, title: null } }],
    references: [{ ...emptyIdentifier(), reference: null }],
  },
  pids: since(version, 'v13') ? {} : { doi: { provider: 'external', identifier: '' } },
  status: 'draft',
});
