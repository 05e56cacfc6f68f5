import fc from 'fast-check';
import type { DraftRecord, EditorRecord } from '../../../src/core/model';

/**
 * Random records for property tests. Vocabulary entries carry only their id (the only part
 * the server takes), so every value generated is one that must survive a round trip.
 */

const text = fc.oneof(fc.constant(''), fc.string({ maxLength: 8 }));
const filledText = fc.string({ minLength: 1, maxLength: 8 }).filter((t) => t.trim() !== '');
const vocabularyId = fc.oneof(fc.constant(''), fc.stringMatching(/^[a-z][a-z0-9:-]{0,8}$/));
const list = <T>(item: fc.Arbitrary<T>) => fc.array(item, { maxLength: 3 });
const identifier = fc.record({ scheme: text, identifier: text });
const accessLevel = fc.constantFrom('public' as const, 'restricted' as const);
const pids = fc.dictionary(
  fc.constantFrom('doi', 'ark'),
  fc.record({ identifier: text, provider: fc.constantFrom('datacite', 'external') }),
  { maxKeys: 2 },
);
const access = fc.record(
  {
    record: accessLevel,
    files: accessLevel,
    embargo: fc.record({ active: fc.boolean(), until: text, reason: text }),
  },
  { requiredKeys: ['record', 'files'] },
);
const files = fc.record({ enabled: fc.boolean(), default_preview: text });
/** Metadata the form does not edit, carried through. */
const otherMetadata = fc.record(
  {
    sizes: list(text),
    copyright: text,
    locations: fc.record({ features: list(fc.record({ place: text })) }),
  },
  { requiredKeys: [] },
);
const bundles = fc.record(
  {
    'imprint:imprint': fc.record({ title: text, isbn: text, place: text, pages: text }),
    'journal:journal': fc.record({
      title: text,
      issn: text,
      volume: text,
      issue: text,
      pages: text,
    }),
    'meeting:meeting': fc.record({ title: text, acronym: text, url: text, session_part: text }),
    'thesis:thesis': fc.record({ university: text }),
    'code:codeRepository': text,
  },
  { requiredKeys: [] },
);
const awardIdentifiers = fc
  .tuple(
    list(fc.record({ scheme: fc.constantFrom('doi', 'handle', ''), identifier: text })),
    fc.option(filledText),
  )
  .map(([others, url]) =>
    url === null ? others : [...others, { scheme: 'url', identifier: url }],
  );

const formCreatibutor = fc.record({
  person_or_org: fc.record({
    type: fc.constantFrom('personal' as const, 'organizational' as const),
    given_name: text,
    family_name: text,
    name: text,
    identifiers: list(identifier),
  }),
  affiliations: list(fc.record({ id: text, name: text }, { requiredKeys: [] })),
  role: vocabularyId,
});

const formAward = fc.oneof(
  fc.record({ id: fc.stringMatching(/^[a-z0-9]{1,6}::[0-9]{1,4}$/) }),
  fc.record({
    title: text,
    number: text,
    url: text,
    identifiers: list(
      fc.record({ scheme: fc.constantFrom('doi', 'handle', ''), identifier: text }),
    ),
  }),
);

/** Form values as the editor may hold them, empty strings and lists included. */
export const anyEditorRecord: fc.Arbitrary<EditorRecord> = fc
  .record({
    id: text,
    access,
    files,
    pids,
    links: fc.record({ self: text }),
    custom_fields: bundles,
    other: otherMetadata,
    metadata: fc.record({
      resource_type: vocabularyId,
      title: text,
      additional_titles: list(fc.record({ title: text, type: vocabularyId, lang: vocabularyId })),
      publication_date: text,
      creators: list(formCreatibutor),
      contributors: list(formCreatibutor),
      description: text,
      additional_descriptions: list(
        fc.record({ description: text, type: vocabularyId, lang: vocabularyId }),
      ),
      rights: list(
        fc.oneof(
          fc.record({ id: filledText, title: fc.constant('') }),
          fc.record({ title: text, description: text, link: text }),
        ),
      ),
      languages: list(fc.record({ id: vocabularyId })),
      dates: list(fc.record({ date: text, type: vocabularyId, description: text })),
      version: text,
      publisher: text,
      copyright: text,
      related_identifiers: list(
        fc.record({
          relation_type: vocabularyId,
          identifier: text,
          scheme: text,
          resource_type: vocabularyId,
        }),
      ),
      references: list(fc.record({ reference: text, identifier: text, scheme: text })),
      identifiers: list(identifier),
      subjects: list(
        fc.oneof(
          fc.record({ id: filledText, subject: fc.constant('') }),
          fc.record({ subject: text }),
        ),
      ),
      funding: list(
        fc.record(
          {
            funder: fc.oneof(fc.record({ id: filledText }), fc.record({ name: text })),
            award: formAward,
          },
          { requiredKeys: ['funder'] },
        ),
      ),
    }),
  })
  .map(({ other, metadata, ...record }) => ({ ...record, metadata: { ...other, ...metadata } }));

const ref = vocabularyId.map((id) => ({ id }));
const localised = text.map((t) => ({ en: t }));
const serverCreatibutor = fc.record(
  {
    person_or_org: fc.record(
      {
        type: fc.constantFrom('personal' as const, 'organizational' as const),
        given_name: text,
        family_name: text,
        name: text,
        identifiers: list(identifier),
      },
      { requiredKeys: ['type'] },
    ),
    affiliations: list(fc.record({ id: text, name: text }, { requiredKeys: [] })),
    role: ref,
  },
  { requiredKeys: ['person_or_org'] },
);

/** A draft in the shape the server takes (references as `{id}`, texts keyed by locale 'en'). */
export const anyServerDraft: fc.Arbitrary<DraftRecord> = fc
  .record({
    access,
    files,
    pids,
    custom_fields: bundles,
    other: otherMetadata,
    metadata: fc.record(
      {
        resource_type: ref,
        title: text,
        additional_titles: list(fc.record({ title: text, type: ref, lang: ref })),
        publication_date: text,
        creators: list(serverCreatibutor),
        contributors: list(serverCreatibutor),
        description: text,
        additional_descriptions: list(fc.record({ description: text, type: ref, lang: ref })),
        rights: list(
          fc.oneof(
            fc.record({ id: filledText }),
            fc.record(
              { title: localised, description: localised, link: text },
              { requiredKeys: [] },
            ),
          ),
        ),
        languages: list(ref),
        dates: list(fc.record({ date: text, type: ref, description: text })),
        version: text,
        publisher: text,
        copyright: text,
        related_identifiers: list(
          fc.record({ relation_type: ref, identifier: text, scheme: text, resource_type: ref }),
        ),
        references: list(fc.record({ reference: text, identifier: text, scheme: text })),
        identifiers: list(identifier),
        subjects: list(fc.oneof(fc.record({ id: filledText }), fc.record({ subject: text }))),
        funding: list(
          fc.record(
            {
              funder: fc.oneof(fc.record({ id: filledText }), fc.record({ name: text })),
              award: fc.oneof(
                fc.record({ id: filledText }),
                fc.record({ title: localised, number: text, identifiers: awardIdentifiers }),
              ),
            },
            { requiredKeys: ['funder'] },
          ),
        ),
      },
      { requiredKeys: [] },
    ),
  })
  .map(({ other, metadata, ...draft }) => ({
    ...draft,
    metadata: { ...other, ...metadata },
    links: {},
  }));
