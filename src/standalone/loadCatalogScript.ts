import type { LanguageCode } from '../core/i18n';
import type { Catalog } from '../ui/i18n/loadCatalog';
import { bundleUrl } from './bundleUrl';

/** The global a language's script fills (rollup.config.mjs writes the scripts). */
export const CATALOGS_GLOBAL = 'RdmWidgetsLocales';

type LoadedCatalogs = Partial<Record<LanguageCode, Catalog>>;

const catalogScript = (language: LanguageCode) => `rdm-widgets.standalone.${language}.js`;

/** A language's script sits beside the standalone script, wherever the host serves it. */
export const catalogScriptUrl = (language: LanguageCode, base = bundleUrl ?? document.baseURI) =>
  new URL(catalogScript(language), base).href;

/**
 * Adds the language's script to the page and answers the texts it defines, as `read` finds
 * them once it has run; at once when they are there already.
 */
const loadScript = (language: LanguageCode, read: () => Catalog | undefined): Promise<Catalog> => {
  const loaded = read();
  if (loaded) return Promise.resolve(loaded);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = catalogScriptUrl(language);
    script.async = true;
    script.addEventListener('load', () => {
      const defined = read();
      if (defined) resolve(defined);
      else reject(new Error(`${script.src} did not define the ${language} texts`));
    });
    script.addEventListener('error', () =>
      reject(new Error(`The ${language} texts could not be loaded from ${script.src}`)),
    );
    document.head.append(script);
  });
};

/**
 * The standalone bundle's stand-in for the package's catalog loader: every widget's texts of
 * a language are in one script, which a page may also load itself, before the bundle mounts
 * its widgets, to save the round trip.
 */
export const loadCatalog = (widget: string, language: LanguageCode): Promise<Catalog> => {
  void widget;
  return loadScript(
    language,
    () =>
      (window as unknown as Record<string, LoadedCatalogs | undefined>)[CATALOGS_GLOBAL]?.[
        language
      ],
  );
};
