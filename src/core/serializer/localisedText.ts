import type { LocalisedText } from '../model';
import { asObject } from './jsonReaders';

/**
 * The text of a `{locale: text}` object in the given locale, else the first text available.
 * A plain string (a server that already localised it) is taken as is.
 */
export const readLocalised = (value: unknown, locale: string): string => {
  if (typeof value === 'string') return value;
  const texts = asObject(value);
  const own = texts[locale];
  if (typeof own === 'string' && own !== '') return own;
  const first = Object.values(texts).find(
    (text): text is string => typeof text === 'string' && text !== '',
  );
  return first ?? '';
};

/** Form text keyed by the locale for sending; nothing for empty text. */
export const toLocalised = (text: string | undefined, locale: string): LocalisedText | undefined =>
  text ? { [locale]: text } : undefined;
