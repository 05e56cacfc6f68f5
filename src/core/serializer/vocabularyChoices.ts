import { asObject, asText } from './jsonReaders';
import { readLocalised } from './localisedText';

/** A vocabulary entry as a choice: its id and its title in the form's language. */
export interface VocabularyChoice {
  id: string;
  title: string;
}

/**
 * One entry in any of the forms it comes in: a search hit (`title` by locale or
 * `title_l10n`), an option list item of the form's config (`title` already translated, or
 * `value` and `text`), or a form value (`{id, title}`). Without an id there is no entry.
 */
export const readVocabularyChoice = (
  entry: unknown,
  locale: string,
): VocabularyChoice | undefined => {
  const item = asObject(entry);
  const id = asText(item.id) || asText(item.value);
  if (!id) return undefined;
  const title = asText(item.title_l10n) || readLocalised(item.title, locale) || asText(item.text);
  return { id, title: title || id };
};

/** The entries of a value that holds one entry, a list of them, or nothing. */
export const readVocabularyChoices = (value: unknown, locale: string): VocabularyChoice[] =>
  (Array.isArray(value) ? value : [value])
    .map((entry) => readVocabularyChoice(entry, locale))
    .filter((choice): choice is VocabularyChoice => choice !== undefined);
