import type { ResourceTypeOption } from '../model';

/** SPEC section 3: resource-type dropdown options. */

export interface ResourceTypeChoice {
  value: string;
  text: string;
  icon: string;
}

export const resourceTypeLabel = ({ type_name, subtype_name }: ResourceTypeOption): string =>
  subtype_name ? `${type_name} / ${subtype_name}` : type_name;

/** Choices labelled 'type / subtype', sorted alphabetically by label (the input is left as is). */
export const resourceTypeChoices = (
  options: readonly ResourceTypeOption[],
): ResourceTypeChoice[] => {
  // One collator for the whole sort: localeCompare sets one up on every call.
  const { compare } = new Intl.Collator();
  return options
    .map((option) => ({ value: option.id, text: resourceTypeLabel(option), icon: option.icon }))
    .sort((a, b) => compare(a.text, b.text));
};
