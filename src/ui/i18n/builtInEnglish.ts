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
 * English's number format and plural rules, made for the first number or count a text shows
 * rather than when the module loads: a page's first Intl object loads ICU's data (about
 * 100 ms on a phone), which a first screen without numbers never needs. Kept once made (they
 * have no state), as upload progress says its numbers and counts on every tick, where new ones
 * each time cost 35 to 50 times more.
 */
let englishIntl: { numbers: Intl.NumberFormat; plurals: Intl.PluralRules } | undefined;
const english = () =>
  (englishIntl ??= { numbers: languageNumbers('en'), plurals: new Intl.PluralRules('en') });

const shown = (value: unknown): string =>
  typeof value === 'number' ? english().numbers.format(value) : value == null ? '' : String(value);

/**
 * An English text as the widgets' i18next instance says it (see `createI18n`), without
 * i18next: the counted texts take their `_one` or `_other` form by `count`, every other key
 * is its own text, and each placeholder takes its value, a number as English writes it. A
 * placeholder without a value stays as it is, as in i18next. Values are never read as
 * placeholders in turn.
 */
const englishText: Translate = (key, values = {}) => {
  const counted = values.count !== undefined && typeof values.count !== 'string';
  const form = counted && english().plurals.select(Number(values.count));
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
