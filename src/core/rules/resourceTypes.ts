import type { ResourceTypeOption } from '../model';

/** Resource-type dropdown options (docs/editor-config.md#vocabularies). */

export interface ResourceTypeChoice {
  value: string;
  text: string;
  icon: string;
}

export const resourceTypeLabel = ({ type_name, subtype_name }: ResourceTypeOption): string =>
  subtype_name ? `${type_name} / ${subtype_name}` : type_name;

/**
 * Choices labelled 'type / subtype', sorted alphabetically by label unless `sort` is false
 * (the vocabulary's order then; the input is left as is either way).
 */
export const resourceTypeChoices = (
  options: readonly ResourceTypeOption[],
  { sort = true }: { sort?: boolean } = {},
): ResourceTypeChoice[] => {
  const choices = options.map((option) => ({
    value: option.id,
    text: resourceTypeLabel(option),
    icon: option.icon,
  }));
  if (!sort) return choices;
  // One collator for the whole sort: localeCompare sets one up on every call.
  const { compare } = new Intl.Collator();
  return choices.sort((a, b) => compare(a.text, b.text));
};
