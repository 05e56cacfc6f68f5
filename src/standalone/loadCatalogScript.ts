import type { LanguageCode } from '../core/i18n';
import type { Catalog } from '../ui/i18n/loadCatalog';
import { besideBundleUrl, loadBesideScript } from './loadBesideScript';

/** The global a language's script fills (rollup.config.mjs writes the scripts). */
export const CATALOGS_GLOBAL = 'RdmWidgetsLocales';

type LoadedCatalogs = Partial<Record<LanguageCode, Catalog>>;

const catalogScript = (language: LanguageCode) => `rdm-widgets.standalone.${language}.js`;

/** A language's script sits beside the standalone bundle, wherever the host serves it. */
export const catalogScriptUrl = (language: LanguageCode, base?: string) =>
  besideBundleUrl(catalogScript(language), base);

/**
 * The standalone bundle's stand-in for the package's catalog loader: every widget's texts of
 * a language are in one script, which a page may also load itself, before the bundle mounts
 * its widgets, to save the round trip.
 */
export const loadCatalog = (widget: string, language: LanguageCode): Promise<Catalog> => {
  void widget;
  return loadBesideScript(
    catalogScript(language),
    () =>
      (window as unknown as Record<string, LoadedCatalogs | undefined>)[CATALOGS_GLOBAL]?.[
        language
      ],
    `the ${language} texts`,
  );
};
