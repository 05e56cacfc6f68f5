import type { i18n } from 'i18next';
import { supportedLanguage, type LanguageCode } from '../../core/i18n';
import type { HostI18n } from './hostCatalog';
import { loadCatalog } from './loadCatalog';

/** The language a page gives an element: the `lang` of its closest ancestor that has one. */
export const pageLanguage = (element: Element): string | undefined =>
  element.closest('[lang]')?.getAttribute('lang') || undefined;

export interface WidgetLanguage {
  /** The language i18next shows: the one asked for when the host brings its texts. */
  language: string;
  /** The shipped catalog it builds on ('en': none to load). */
  shipped: LanguageCode | 'en';
}

/**
 * Which language a widget shows, from the locale asked for: a shipped one (`pt-BR` is
 * Portuguese), or the locale itself when the host's catalogs have it (a language we do not
 * ship, or a pseudo-locale); English otherwise.
 */
export const widgetLanguage = (locale: string, host: HostI18n): WidgetLanguage => {
  const shipped = supportedLanguage(locale);
  const ownCatalog = Object.hasOwn(host.catalogs ?? {}, locale);
  return { language: ownCatalog ? locale : shipped, shipped };
};

/**
 * Whether the widget's i18next instance can show the language now; when not, its shipped
 * texts must be loaded first (`loadLanguage`).
 */
export const languageReady = (instance: i18n, { shipped }: WidgetLanguage): boolean =>
  shipped === 'en' || instance.hasResourceBundle(shipped, 'translation');

/**
 * Whether the built-in English can show the language: English, with no English texts of the
 * host's to put over it. Then the widget needs no i18next instance.
 */
export const builtInEnglishFits = ({ language }: WidgetLanguage, host: HostI18n): boolean =>
  language === 'en' && !Object.hasOwn(host.catalogs ?? {}, 'en');

/**
 * Loads what a widget needs to show a language, both at once: its i18next instance (made by
 * `instance`, with i18next loaded on first need) and the language's shipped texts, which go
 * into it.
 */
export const loadLanguage = async (
  instance: Promise<i18n>,
  widget: string,
  { shipped }: WidgetLanguage,
): Promise<i18n> => {
  const [loaded, catalog] = await Promise.all([
    instance,
    shipped === 'en' ? undefined : loadCatalog(widget, shipped),
  ]);
  // Under what the host may have added for the language: the host's texts win.
  if (catalog) loaded.addResourceBundle(shipped, 'translation', catalog, true, false);
  return loaded;
};

/** Adds the host's catalogs over the built-in texts and switches to the language. */
export const applyLanguage = (instance: i18n, host: HostI18n, { language }: WidgetLanguage) => {
  for (const [code, catalog] of Object.entries(host.catalogs ?? {})) {
    instance.addResourceBundle(code, 'translation', catalog, true, true);
  }
  if (instance.language !== language) void instance.changeLanguage(language);
};
