import {
  CATALOGS_GLOBAL,
  catalogScriptUrl,
  loadCatalog,
} from '../../src/standalone/loadCatalogScript';

const germanScripts = () =>
  [...document.querySelectorAll('script')].filter((script) =>
    script.src.endsWith('rdm-widgets.standalone.de.js'),
  );

const globals = window as unknown as Record<string, unknown>;

describe("the standalone bundle's language loader", () => {
  afterEach(() => {
    germanScripts().forEach((script) => script.remove());
    delete globals[CATALOGS_GLOBAL];
  });

  it('finds a language’s script beside the standalone bundle', () => {
    expect(catalogScriptUrl('zh-CN', 'https://repo.example.org/js/rdm-widgets.standalone.js')).toBe(
      'https://repo.example.org/js/rdm-widgets.standalone.zh-CN.js',
    );
  });

  it('takes a language the page loaded itself, with no request', async () => {
    globals[CATALOGS_GLOBAL] = { de: { Share: 'Teilen' } };
    await expect(loadCatalog('share-access', 'de')).resolves.toEqual({ Share: 'Teilen' });
    expect(germanScripts()).toHaveLength(0);
  });

  it('adds the language’s script and answers the texts it defines', async () => {
    const loading = loadCatalog('share-access', 'de');
    const [script] = germanScripts();
    expect(script).toBeDefined();
    globals[CATALOGS_GLOBAL] = { de: { Share: 'Teilen' } };
    script!.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toEqual({ Share: 'Teilen' });
  });

  it('fails with the address when the script cannot be loaded', async () => {
    const loading = loadCatalog('share-access', 'de');
    germanScripts()[0]!.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow(
      /The de texts could not be loaded from .*rdm-widgets\.standalone\.de\.js/,
    );
  });

  it('fails when the script ran but defined no texts', async () => {
    const loading = loadCatalog('share-access', 'de');
    germanScripts()[0]!.dispatchEvent(new Event('load'));
    await expect(loading).rejects.toThrow('did not define the de texts');
  });
});
