import {
  loadPrefillDialog,
  PREFILL_GLOBAL,
  PREFILL_SCRIPT,
} from '../../src/standalone/loadPrefillScript';

const prefillScripts = () =>
  [...document.querySelectorAll('script')].filter((script) => script.src.endsWith(PREFILL_SCRIPT));

const globals = window as unknown as Record<string, unknown>;

describe('the standalone prefill script loader', () => {
  afterEach(() => {
    prefillScripts().forEach((script) => script.remove());
    delete globals[PREFILL_GLOBAL];
  });

  it('adds the script beside the bundle once and answers the dialog it defines', async () => {
    const loading = loadPrefillDialog();
    const [script] = prefillScripts();
    expect(script?.src).toBe(new URL(PREFILL_SCRIPT, document.baseURI).href);
    const dialogScript = { PrefillDialog: () => null };
    globals[PREFILL_GLOBAL] = dialogScript;
    script!.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBe(dialogScript);
    await expect(loadPrefillDialog()).resolves.toBe(dialogScript);
    expect(prefillScripts()).toHaveLength(1);
  });

  it('fails with the address when the script cannot be loaded', async () => {
    const loading = loadPrefillDialog();
    prefillScripts()[0]!.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow(
      /The prefill could not be loaded from .*rdm-widgets\.standalone\.prefill\.js/,
    );
  });
});
