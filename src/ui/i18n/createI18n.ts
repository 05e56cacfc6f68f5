import { createInstance, type FormatterModule, type i18n, type Resource } from 'i18next';
import { englishCounts } from './englishCounts';
import { languageNumbers } from './languageNumbers';

export interface I18nOptions {
  /** The page's language; English when absent or untranslated. */
  locale?: string;
  /** Extra catalogs by language, merged over the built-in English one. */
  resources?: Resource;
}

/**
 * Formats every value a text shows (`alwaysFormat`): numbers as the language writes them
 * (upload percentages among them, on every progress tick), anything else as it is. One
 * formatter per language, made once for the instance.
 */
const numbersOfTheLanguage = (): FormatterModule => {
  const formats = new Map<string | undefined, Intl.NumberFormat>();
  const formatOf = (language: string | undefined) => {
    const known = formats.get(language);
    if (known) return known;
    const made = languageNumbers(language);
    formats.set(language, made);
    return made;
  };
  return {
    type: 'formatter',
    init: () => undefined,
    add: () => undefined,
    addCached: () => undefined,
    format: (value: unknown, _format, language) =>
      typeof value === 'number'
        ? formatOf(language).format(value)
        : // Not only strings: i18next tells a missing value (undefined) by what comes back.
          (value as string),
  };
};

/**
 * A fresh i18next instance per mounted widget, so two widgets on one page never share
 * (or change) each other's language.
 */
export const createI18n = ({ locale = 'en', resources = {} }: I18nOptions = {}): i18n => {
  const instance = createInstance().use(numbersOfTheLanguage());
  void instance.init({
    lng: locale,
    fallbackLng: 'en',
    resources: {
      ...resources,
      // Every other English text is its own key: i18next shows the key it does not find.
      en: { translation: { ...englishCounts, ...(resources.en?.translation as object) } },
    },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false, alwaysFormat: true },
    initAsync: false,
  });
  return instance;
};
