import type { LanguageCode } from '../../core/i18n';

/** A language's texts: English text (the key) to its translation, counted ones per form. */
export type Catalog = Readonly<Record<string, string>>;

/**
 * A shipped language's texts for a widget. From the sources (tests, Storybook) that is the
 * language's whole catalog; the builds replace this module (rollup.config.mjs): the package
 * loads the widget's own texts from `locales/<widget>/<language>.js`, the standalone bundle
 * the language's script beside itself.
 */
export const loadCatalog = async (widget: string, language: LanguageCode): Promise<Catalog> => {
  void widget;
  const module = (await import(`./locales/${language}.json`)) as { default: Catalog };
  return module.default;
};
