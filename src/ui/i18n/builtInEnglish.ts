import { englishCounts } from './englishCounts';
import { languageNumbers } from './languageNumbers';

/** A widget's text function: the English text as the key, with the values it names. */
export type Translate = (key: string, values?: Readonly<Record<string, unknown>>) => string;

/** What a widget's parts read their texts and language from (`useTranslation`). */
export interface WidgetTexts {
  t: Translate;
  i18n: {
    /** The language the texts are in. */
    language: string;
    /** Which way that language (or another) is written. */
    dir(language?: string): 'ltr' | 'rtl';
  };
}

const COUNTED: Readonly<Record<string, string>> = englishCounts;
/** i18next's placeholders, `{{name}}`. */
const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/**
 * English's number format, made for the first number a text shows rather than when the module
 * loads: a page's first one loads ICU's data (about 100 ms on a phone), which a first screen
 * without numbers never needs. Kept once made (a format has no state), as upload progress
 * formats a number on every tick, where a new one each time costs 50 times more.
 */
let englishNumbers: Intl.NumberFormat | undefined;

const shown = (value: unknown): string =>
  typeof value === 'number'
    ? (englishNumbers ??= languageNumbers('en')).format(value)
    : value == null
      ? ''
      : String(value);

/**
 * An English text as the widgets' i18next instance says it (see `createI18n`), without
 * i18next: the counted texts take their `_one` or `_other` form by `count`, every other key
 * is its own text, and each placeholder takes its value, a number as English writes it. A
 * placeholder without a value stays as it is, as in i18next. Values are never read as
 * placeholders in turn.
 */
const englishText: Translate = (key, values = {}) => {
  const counted = values.count !== undefined && typeof values.count !== 'string';
  const form = counted && new Intl.PluralRules('en').select(Number(values.count));
  const text = (form && COUNTED[`${key}_${form}`]) || key;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const variable = name.trim();
    return Object.hasOwn(values, variable) ? shown(values[variable]) : placeholder;
  });
};

/**
 * The widgets' English, built in: what a widget shows in English while the host brings no
 * English texts of its own, so that it needs no i18next instance (nor i18next) to start.
 */
export const BUILT_IN_ENGLISH: WidgetTexts = {
  t: englishText,
  i18n: { language: 'en', dir: () => 'ltr' },
};
