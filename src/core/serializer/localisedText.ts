import type { LocalisedText } from '../model';
import { asObject } from './jsonReaders';

/**
 * The text of a `{locale: text}` object in the given locale, else the first text available.
 * A plain string (a server that already localised it) is taken as is.
 */
export const readLocalised = (value: unknown, locale: string): string => {
  if (typeof value === 'string') return value;
  const key = shownLocale(value, locale);
  return key === undefined ? '' : (asObject(value)[key] as string);
};

/** The locale whose text `readLocalised` shows, or undefined when there is none. */
const shownLocale = (value: unknown, locale: string): string | undefined => {
  const texts = asObject(value);
  const hasText = (key: string) => typeof texts[key] === 'string' && texts[key] !== '';
  return hasText(locale) ? locale : Object.keys(texts).find(hasText);
};

/** The texts of a `{locale: text}` object as stored, kept so that a save can write them back. */
export const storedTexts = (value: unknown): LocalisedText | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as LocalisedText)
    : undefined;

/**
 * Free text edited in one language, sent back into the texts it was read from: the edited text
 * replaces the one that was shown (in its own language, which need not be the form's), and the
 * other languages stay. Without stored texts the text is keyed by the form's locale.
 */
export const updateLocalised = (
  stored: LocalisedText | undefined,
  text: string | undefined,
  locale: string,
): LocalisedText | undefined => {
  const key = (stored && shownLocale(stored, locale)) ?? locale;
  const others = Object.entries(stored ?? {}).filter(([other]) => other !== key);
  const texts = Object.fromEntries(text ? [...others, [key, text]] : others);
  return Object.keys(texts).length > 0 ? texts : undefined;
};
