/**
 * The shipped languages' texts in the builds (docs/translations.md#loading). The sources keep
 * one catalog per language (src/ui/i18n/locales/<language>.json) and one loader that reads it;
 * the builds replace that loader:
 * - the package writes each widget's own texts per language, `locales/<widget>/<language>.js`
 *   (and `.json`), worked out from the strings of the modules the widget's entry takes in, and
 *   loads them with `import()`;
 * - the standalone script writes one script per language beside itself, with every widget's
 *   texts, `rdm-widgets.standalone.<language>.js`, which its widgets' modules load.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const LOCALES = path.resolve('src/ui/i18n/locales');
const CATALOG_LOADER = path.resolve('src/ui/i18n/loadCatalog.ts');
const STANDALONE_LOADER = path.resolve('src/standalone/loadCatalogScript.ts');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
// English's counted texts, which every widget carries: not a sign that a widget shows them.
const ENGLISH_COUNTS = path.resolve('src/ui/i18n/englishCounts.ts');

/** Every shipped catalog, language code to texts. */
const readCatalogs = () =>
  Object.fromEntries(
    readdirSync(LOCALES)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [
        path.basename(file, '.json'),
        JSON.parse(readFileSync(path.join(LOCALES, file), 'utf8')),
      ]),
  );

/** The strings a parsed module holds: every text it can hand to t() is one. */
const stringsIn = (ast) => {
  const found = new Set();
  const visit = (node) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'Literal' && typeof node.value === 'string') found.add(node.value);
    if (node.type === 'TemplateLiteral' && node.expressions.length === 0)
      found.add(node.quasis[0].value.cooked);
    for (const [key, value] of Object.entries(node))
      if (key !== 'type' && value && typeof value === 'object') visit(value);
  };
  visit(ast);
  return found;
};

// The package's loader, a module of its own: dist/{esm,cjs}/_virtual/loadCatalog.{js,cjs}, so
// the texts, in dist/locales, are two folders up.
const PACKAGE_LOADER_ID = '\0loadCatalog';
const PACKAGE_LOADER = `export const loadCatalog = async (widget, language) =>
  (await import(\`../../locales/\${widget}/\${language}.js\`)).default;
`;

/** Points imports of `resolved` at `replacement` (a module id). */
const redirect = (from, to) =>
  async function resolveId(source, importer, options) {
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved?.id === from ? to : null;
  };

/**
 * The package build's plugin: `widgets` names the entries that are widgets. It
 * writes `locales/<widget>/<language>.{js,json}` and `locales/<language>.json` (all texts).
 */
export const widgetCatalogs = (widgets) => ({
  name: 'widget-catalogs',
  resolveId: redirect(CATALOG_LOADER, PACKAGE_LOADER_ID),
  load: (id) => (id === PACKAGE_LOADER_ID ? PACKAGE_LOADER : null),
  generateBundle(options, bundle) {
    // Both outputs (ESM and CommonJS) load the same files: write them once.
    if (options.format !== 'es') return;
    const catalogs = readCatalogs();
    const chunks = Object.values(bundle).filter((part) => part.type === 'chunk');
    for (const widget of widgets) {
      // What the widget's entry loads once tree-shaken, and the strings left in that code.
      const used = new Set();
      const seen = new Set();
      const walk = (chunk) => {
        if (!chunk || seen.has(chunk.fileName)) return;
        seen.add(chunk.fileName);
        if (chunk.facadeModuleId !== ENGLISH_COUNTS)
          stringsIn(this.parse(chunk.code)).forEach((text) => used.add(text));
        [...chunk.imports, ...chunk.dynamicImports].forEach((fileName) => walk(bundle[fileName]));
      };
      walk(chunks.find((chunk) => chunk.isEntry && chunk.name === widget));
      for (const [language, catalog] of Object.entries(catalogs)) {
        const own = Object.fromEntries(
          Object.entries(catalog).filter(([key]) => used.has(key.replace(PLURAL_SUFFIX, ''))),
        );
        const json = JSON.stringify(own);
        const file = `locales/${widget}/${language}`;
        this.emitFile({ type: 'asset', fileName: `${file}.json`, source: `${json}\n` });
        this.emitFile({
          type: 'asset',
          fileName: `${file}.js`,
          source: `export default ${json};\n`,
        });
      }
    }
    for (const [language, catalog] of Object.entries(catalogs)) {
      this.emitFile({
        type: 'asset',
        fileName: `locales/${language}.json`,
        source: `${JSON.stringify(catalog)}\n`,
      });
    }
  },
});

/**
 * The standalone modules' plugin: their texts come from the scripts beside the standalone
 * script (src/standalone/loadCatalogScript.ts).
 */
export const standaloneCatalogLoader = {
  name: 'standalone-catalog-loader',
  resolveId: redirect(CATALOG_LOADER, STANDALONE_LOADER),
};

/** The standalone script's plugin: one script per language beside it, every widget's texts. */
export const standaloneCatalogs = {
  name: 'standalone-catalogs',
  generateBundle() {
    for (const [language, catalog] of Object.entries(readCatalogs())) {
      this.emitFile({
        type: 'asset',
        fileName: `rdm-widgets.standalone.${language}.js`,
        // The global src/standalone/loadCatalogScript.ts reads.
        source: `(self.RdmWidgetsLocales = self.RdmWidgetsLocales || {})[${JSON.stringify(language)}] = ${JSON.stringify(catalog)};\n`,
      });
    }
  },
};
