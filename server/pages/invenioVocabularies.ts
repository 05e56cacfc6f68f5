import type { Db } from '../db/database';
import { localized, vocabularyEntries, type VocabularyDoc } from '../vocabularies/store';
import {
  ALTERNATE_IDENTIFIER_SCHEMES,
  RELATED_IDENTIFIER_SCHEMES,
  SCHEMES_SINCE_V14,
  type IdentifierScheme,
} from '../../src/core/rules/identifierSchemes';
import { since, type InvenioVersion } from './invenioLayout';

/** Entries without tags count as tagged with everything (the seeds tag few vocabularies). */
const taggedWith = (tag: string) => (entry: VocabularyDoc) =>
  !Array.isArray(entry.tags) || entry.tags.includes(tag);

/**
 * `VocabulariesOptions._resource_types`: an entry whose id is its `props.type` (or whose type
 * is unknown) is a type of its own, with no subtype name; any other is named after its type.
 */
const resourceTypes = (db: Db, locale: string, tag: string) => {
  const titleOf = (entry: VocabularyDoc) => localized(entry.title, locale);
  const entries = vocabularyEntries(db, 'resourcetypes');
  const titles = new Map(entries.map((entry) => [entry.id, titleOf(entry)]));
  return entries.filter(taggedWith(tag)).map((entry) => {
    const props = (entry.props ?? {}) as { type?: string };
    const typeTitle = props.type === entry.id ? undefined : titles.get(props.type ?? '');
    return {
      icon: typeof entry.icon === 'string' ? entry.icon : '',
      id: entry.id,
      subtype_name: typeTitle === undefined ? '' : titleOf(entry),
      type_name: typeTitle ?? titleOf(entry),
    };
  });
};

/** `_dump_vocabulary_w_basic_fields`: `{text, value}` per entry. */
const basicOptions = (db: Db, locale: string, type: string, tag?: string) =>
  vocabularyEntries(db, type)
    .filter(tag ? taggedWith(tag) : () => true)
    .map((entry) => ({ text: localized(entry.title, locale), value: entry.id }));

/** The subject schemes a search can be limited to (no subjects themselves). */
const subjectsLimitTo = (db: Db) => {
  const schemes = new Set(
    vocabularyEntries(db, 'subjects').flatMap((entry) =>
      typeof entry.scheme === 'string' ? [entry.scheme] : [],
    ),
  );
  return [
    { text: 'All', value: 'all' },
    ...Array.from(schemes, (scheme) => ({ text: scheme, value: scheme })),
  ];
};

const schemeOptions = (schemes: readonly IdentifierScheme[]) =>
  schemes.map(({ id, label }) => ({ text: label, value: id }));

const identifiersOptions = (db: Db, locale: string, schemes: readonly IdentifierScheme[]) => ({
  relations: basicOptions(db, locale, 'relationtypes'),
  resource_type: resourceTypes(db, locale, 'linkable'),
  scheme: schemeOptions(schemes),
});

/**
 * `VocabulariesOptions().dump()` of `version`: the form's short vocabularies, titled in the
 * page's language as InvenioRDM titles them in the request's (English where a title has none).
 */
export const invenioVocabularies = (db: Db, version: InvenioVersion, locale: string) => ({
  resource_type: resourceTypes(db, locale, 'depositable'),
  titles: { type: basicOptions(db, locale, 'titletypes') },
  creators: { role: basicOptions(db, locale, 'creatorsroles') },
  descriptions: { type: basicOptions(db, locale, 'descriptiontypes') },
  dates: { type: basicOptions(db, locale, 'datetypes') },
  contributors: { role: basicOptions(db, locale, 'contributorsroles') },
  subjects: { limit_to: subjectsLimitTo(db) },
  // RDM_RECORDS_IDENTIFIERS_SCHEMES: before v14 the related identifiers' schemes too, and
  // without the schemes v14 added.
  identifiers: identifiersOptions(
    db,
    locale,
    since(version, 'v14')
      ? ALTERNATE_IDENTIFIER_SCHEMES
      : ALTERNATE_IDENTIFIER_SCHEMES.filter(({ id }) => !SCHEMES_SINCE_V14.has(id)),
  ),
  ...(since(version, 'v14')
    ? {
        related_identifiers: identifiersOptions(db, locale, RELATED_IDENTIFIER_SCHEMES),
        deletion_request_removal_reasons: basicOptions(
          db,
          locale,
          'removalreasons',
          'deletion-request',
        ),
      }
    : {}),
});
