import { createInstance, type i18n, type Resource } from 'i18next';
import { englishCounts } from './englishCounts';

export interface I18nOptions {
  /** The page's language; English when absent or untranslated. */
  locale?: string;
  /** Extra catalogs by language, merged over the built-in English one. */
  resources?: Resource;
}

/**
 * A fresh i18next instance per mounted widget, so two widgets on one page never share
 * (or change) each other's language.
 */
export const createI18n = ({ locale = 'en', resources = {} }: I18nOptions = {}): i18n => {
  const instance = createInstance({
    lng: locale,
    fallbackLng: 'en',
    resources: {
      ...resources,
      // Every other English text is its own key: i18next shows the key it does not find.
      en: { translation: { ...englishCounts, ...(resources.en?.translation as object) } },
    },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  void instance.init();
  return instance;
};
