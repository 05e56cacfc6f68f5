import { isObject, type Path } from './issues';

/**
 * A vocabulary entry as stored (`vocabularies.json`), in InvenioRDM's shapes
 * (docs/reference-server.md#how-it-answers).
 */
export type VocabularyEntry = Record<string, unknown> & { id: string };

/** Finds an entry of a vocabulary type, or undefined when the id is unknown. */
export type VocabularyLookup = (type: string, id: string) => VocabularyEntry | undefined;

/** A reference by id to a vocabulary entry somewhere in the metadata. */
export interface VocabularyRef {
  path: Path;
  type: string;
  id: string;
}

const refAt = (value: unknown, path: Path, type: string): VocabularyRef[] =>
  isObject(value) && typeof value.id === 'string' && value.id !== ''
    ? [{ path, type, id: value.id }]
    : [];

const indexed = (value: unknown): [Record<string, unknown>, number][] =>
  Array.isArray(value)
    ? value.flatMap((item, index) =>
        isObject(item) ? [[item, index] as [Record<string, unknown>, number]] : [],
      )
    : [];

const creatibutorRefs = (value: unknown, key: string, roleType: string): VocabularyRef[] =>
  indexed(value).flatMap(([item, index]) => [
    ...refAt(item.role, ['metadata', key, index, 'role'], roleType),
    ...indexed(item.affiliations).flatMap(([affiliation, position]) =>
      refAt(affiliation, ['metadata', key, index, 'affiliations', position], 'affiliations'),
    ),
  ]);

/**
 * Every vocabulary reference in the metadata: those InvenioRDM resolves as relations
 * (resource types, languages, licences, types, roles, subjects, affiliations, funders,
 * awards), whose unknown ids refuse a save (400 "Invalid value <id>.").
 */
export const vocabularyRefs = (metadata: Record<string, unknown>): VocabularyRef[] => {
  const at = (...keys: (string | number)[]): Path => ['metadata', ...keys];
  const typed = (key: string, type: string) =>
    indexed(metadata[key]).flatMap(([item, index]) => [
      ...refAt(item.type, at(key, index, 'type'), type),
      ...refAt(item.lang, at(key, index, 'lang'), 'languages'),
    ]);
  return [
    ...refAt(metadata.resource_type, at('resource_type'), 'resourcetypes'),
    ...indexed(metadata.languages).flatMap(([item, index]) =>
      refAt(item, at('languages', index), 'languages'),
    ),
    ...indexed(metadata.rights).flatMap(([item, index]) =>
      refAt(item, at('rights', index), 'licenses'),
    ),
    ...indexed(metadata.subjects).flatMap(([item, index]) =>
      refAt(item, at('subjects', index), 'subjects'),
    ),
    ...typed('additional_titles', 'titletypes'),
    ...typed('additional_descriptions', 'descriptiontypes'),
    ...indexed(metadata.dates).flatMap(([item, index]) =>
      refAt(item.type, at('dates', index, 'type'), 'datetypes'),
    ),
    ...indexed(metadata.related_identifiers).flatMap(([item, index]) => [
      ...refAt(
        item.relation_type,
        at('related_identifiers', index, 'relation_type'),
        'relationtypes',
      ),
      ...refAt(
        item.resource_type,
        at('related_identifiers', index, 'resource_type'),
        'resourcetypes',
      ),
    ]),
    ...creatibutorRefs(metadata.creators, 'creators', 'creatorsroles'),
    ...creatibutorRefs(metadata.contributors, 'contributors', 'contributorsroles'),
    ...indexed(metadata.funding).flatMap(([item, index]) => [
      ...refAt(item.funder, at('funding', index, 'funder'), 'funders'),
      ...refAt(item.award, at('funding', index, 'award'), 'awards'),
    ]),
  ];
};

/** The first reference whose id the vocabulary does not know. */
export const unknownVocabularyRef = (
  refs: VocabularyRef[],
  lookup: VocabularyLookup,
): VocabularyRef | undefined => refs.find((ref) => !lookup(ref.type, ref.id));

const pick = (entry: VocabularyEntry, keys: string[]): Record<string, unknown> =>
  Object.fromEntries(
    keys.filter((key) => entry[key] !== undefined).map((key) => [key, entry[key]]),
  );

/** What the output shows of an entry, per vocabulary type: a stored id comes back with its title. */
const OUTPUT_KEYS: Record<string, string[]> = {
  licenses: ['id', 'title', 'description', 'icon', 'props'],
  subjects: ['id', 'subject', 'scheme'],
  affiliations: ['id', 'name', 'acronym'],
  funders: ['id', 'name'],
  awards: ['id', 'number', 'title', 'acronym', 'identifiers'],
};

const setAt = (root: Record<string, unknown>, path: Path, value: unknown): void => {
  let node: unknown = root;
  for (const key of path.slice(0, -1)) node = (node as Record<string | number, unknown>)[key];
  const last = path[path.length - 1];
  if (last !== undefined && isObject(node)) node[last] = value;
  else if (Array.isArray(node) && typeof last === 'number') node[last] = value;
};

/**
 * A copy of the draft whose references carry the vocabulary's display fields (title, props),
 * replacing whatever the client sent with them.
 */
export const withVocabularyFields = <T extends Record<string, unknown>>(
  draft: T,
  lookup: VocabularyLookup,
): T => {
  const copy = structuredClone(draft);
  const metadata = copy.metadata;
  if (!isObject(metadata)) return copy;
  for (const ref of vocabularyRefs(metadata)) {
    const entry = lookup(ref.type, ref.id);
    if (!entry) continue;
    setAt(copy, ref.path, pick(entry, OUTPUT_KEYS[ref.type] ?? ['id', 'title']));
  }
  return copy;
};
