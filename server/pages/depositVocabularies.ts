import type { Db } from '../db/database';
import { localized, vocabularyEntries, type VocabularyDoc } from '../vocabularies/store';
import type { FormVocabularies, ResourceTypeOption, SelectOption } from '../../src/core/model';
import {
  ALTERNATE_IDENTIFIER_SCHEMES,
  RELATED_IDENTIFIER_SCHEMES,
  SCHEMES_SINCE_V14,
  type IdentifierScheme,
} from '../../src/core/rules/identifierSchemes';

const propsOf = (entry: VocabularyDoc): Record<string, string> =>
  entry.props && typeof entry.props === 'object' ? (entry.props as Record<string, string>) : {};

const isDepositable = (entry: VocabularyDoc) =>
  !Array.isArray(entry.tags) || entry.tags.includes('depositable');

/**
 * InvenioRDM's resource-type options: a subtype (props.subtype set) is named after its parent
 * type ('Publication') and itself ('Journal article'); a top-level type has no subtype name.
 */
const resourceTypeOptions = (db: Db, locale: string): ResourceTypeOption[] => {
  const titleOf = (entry: VocabularyDoc) => localized(entry.title, locale);
  const entries = vocabularyEntries(db, 'resourcetypes');
  const titles = new Map(entries.map((entry) => [entry.id, titleOf(entry)]));
  return entries.filter(isDepositable).map((entry) => {
    const { type = entry.id, subtype = '' } = propsOf(entry);
    return {
      id: entry.id,
      icon: typeof entry.icon === 'string' ? entry.icon : '',
      type_name: subtype ? (titles.get(type) ?? type) : titleOf(entry),
      subtype_name: subtype ? titleOf(entry) : '',
    };
  });
};

const selectOptions = (db: Db, type: string, locale: string): SelectOption[] =>
  vocabularyEntries(db, type).map((entry) => ({
    value: entry.id,
    text: localized(entry.title, locale),
  }));

const schemeOptions = (schemes: readonly IdentifierScheme[], sinceV14: boolean): SelectOption[] =>
  schemes
    .filter(({ id }) => sinceV14 || !SCHEMES_SINCE_V14.has(id))
    .map(({ id, label }) => ({ value: id, text: label }));

/**
 * The short vocabularies of the deposit form's config, from the server's tables, titled in the
 * page's language (English where a title has none in it); the identifier schemes InvenioRDM
 * v14 added only when `sinceV14` (not in v12 mode).
 */
export const formVocabularies = (db: Db, locale: string, sinceV14 = true): FormVocabularies => ({
  resource_type: resourceTypeOptions(db, locale),
  titles: { type: selectOptions(db, 'titletypes', locale) },
  descriptions: { type: selectOptions(db, 'descriptiontypes', locale) },
  dates: { type: selectOptions(db, 'datetypes', locale) },
  creators: { role: selectOptions(db, 'creatorsroles', locale) },
  contributors: { role: selectOptions(db, 'contributorsroles', locale) },
  identifiers: { scheme: schemeOptions(ALTERNATE_IDENTIFIER_SCHEMES, sinceV14) },
  related_identifiers: {
    relation_type: selectOptions(db, 'relationtypes', locale),
    scheme: schemeOptions(RELATED_IDENTIFIER_SCHEMES, sinceV14),
  },
});
