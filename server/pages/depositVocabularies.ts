import type { Db } from '../db/database';
import { localized, vocabularyEntries, type VocabularyDoc } from '../vocabularies/store';
import type { FormVocabularies, ResourceTypeOption, SelectOption } from '../../src/core/model';
import {
  ALTERNATE_IDENTIFIER_SCHEMES,
  RELATED_IDENTIFIER_SCHEMES,
  type IdentifierScheme,
} from '../../src/core/rules/identifierSchemes';

/** The deposit form's option lists are printed in English, like the rest of the demo pages. */
const LOCALE = 'en';

const titleOf = (entry: VocabularyDoc) => localized(entry.title, LOCALE);

const propsOf = (entry: VocabularyDoc): Record<string, string> =>
  entry.props && typeof entry.props === 'object' ? (entry.props as Record<string, string>) : {};

const isDepositable = (entry: VocabularyDoc) =>
  !Array.isArray(entry.tags) || entry.tags.includes('depositable');

/**
 * InvenioRDM's resource-type options: a subtype (props.subtype set) is named after its parent
 * type ('Publication') and itself ('Journal article'); a top-level type has no subtype name.
 */
const resourceTypeOptions = (db: Db): ResourceTypeOption[] => {
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

const selectOptions = (db: Db, type: string): SelectOption[] =>
  vocabularyEntries(db, type).map((entry) => ({ value: entry.id, text: titleOf(entry) }));

const schemeOptions = (schemes: readonly IdentifierScheme[]): SelectOption[] =>
  schemes.map(({ id, label }) => ({ value: id, text: label }));

/** The short vocabularies of the deposit form's config, from the server's tables. */
export const formVocabularies = (db: Db): FormVocabularies => ({
  resource_type: resourceTypeOptions(db),
  titles: { type: selectOptions(db, 'titletypes') },
  descriptions: { type: selectOptions(db, 'descriptiontypes') },
  dates: { type: selectOptions(db, 'datetypes') },
  creators: { role: selectOptions(db, 'creatorsroles') },
  contributors: { role: selectOptions(db, 'contributorsroles') },
  identifiers: { scheme: schemeOptions(ALTERNATE_IDENTIFIER_SCHEMES) },
  related_identifiers: {
    relation_type: selectOptions(db, 'relationtypes'),
    scheme: schemeOptions(RELATED_IDENTIFIER_SCHEMES),
  },
});
