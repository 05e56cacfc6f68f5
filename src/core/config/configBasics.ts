import { stringMap, text } from './schema';

/**
 * The language and headers every widget's config may give: apart from the deposit form's
 * (editorConfig.ts), which the widgets needing no more would otherwise load.
 */
export const CONFIG_BASICS = {
  default_locale: text({ nonEmpty: true }),
  apiHeaders: stringMap,
};

/** A checked config with the default language filled. */
export const withDefaultLocale = <T>(raw: unknown): T =>
  ({ default_locale: 'en', ...(raw as object) }) as T;
