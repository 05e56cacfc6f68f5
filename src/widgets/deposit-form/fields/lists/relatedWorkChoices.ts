import type { FormRelatedWork, FormVocabularies, SelectOption } from '../../../../core/model';
import { detectScheme, RELATED_IDENTIFIER_SCHEMES } from '../../../../core/rules/identifierSchemes';
import { resourceTypeChoices } from '../../../../core/rules/resourceTypes';
import type { RowOptions } from './rowColumns';

const KNOWN_SCHEMES: readonly SelectOption[] = RELATED_IDENTIFIER_SCHEMES.map(({ id, label }) => ({
  value: id,
  text: label,
}));

/**
 * The options of a related work's three selects, by column: the config's lists, falling back
 * to InvenioRDM's related-work schemes when it names none (docs/behaviour.md#validation).
 */
export const relatedWorkOptions = (vocabularies?: FormVocabularies): RowOptions => ({
  relation_type: vocabularies?.related_identifiers?.relation_type ?? [],
  scheme: vocabularies?.related_identifiers?.scheme ?? KNOWN_SCHEMES,
  resource_type: resourceTypeChoices(vocabularies?.resource_type ?? []).map(({ value, text }) => ({
    value,
    text,
  })),
});

/**
 * The related work after its identifier changed. The scheme follows the identifier while the
 * user has not picked one: it is empty, or it is what the previous identifier was detected
 * as. Only a scheme the select offers is preselected.
 */
export const withIdentifier = (
  work: FormRelatedWork,
  identifier: string,
  schemes: readonly SelectOption[],
): FormRelatedWork => {
  const guessed = !work.scheme || work.scheme === detectScheme(work.identifier ?? '');
  if (!guessed) return { ...work, identifier };
  const detected = detectScheme(identifier);
  const offered = schemes.some((option) => option.value === detected);
  return { ...work, identifier, scheme: detected && offered ? detected : '' };
};
