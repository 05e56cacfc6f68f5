import {
  EDITOR_GLOBAL,
  editorScriptUrl,
  loadTextEditor,
} from '../../src/standalone/loadEditorScript';

const editorScripts = () =>
  [...document.querySelectorAll('script')].filter((script) =>
    script.src.endsWith('rdm-widgets.standalone.editor.js'),
  );

const globals = window as unknown as Record<string, unknown>;

describe('the standalone editor script loader', () => {
  afterEach(() => {
    editorScripts().forEach((script) => script.remove());
    delete globals[EDITOR_GLOBAL];
  });

  it('finds the editor script beside the standalone bundle, wherever the host serves it', () => {
    expect(editorScriptUrl('https://repo.example.org/assets/js/rdm-widgets.standalone.js')).toBe(
      'https://repo.example.org/assets/js/rdm-widgets.standalone.editor.js',
    );
  });

  it('adds the script once and answers the editor it defines', async () => {
    const loading = loadTextEditor();
    const [script] = editorScripts();
    expect(script).toBeDefined();
    const Editor = () => null;
    globals[EDITOR_GLOBAL] = { default: Editor };
    script!.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toEqual({ default: Editor });
    // Already there: no second script.
    await expect(loadTextEditor()).resolves.toEqual({ default: Editor });
    expect(editorScripts()).toHaveLength(1);
  });

  it('fails with the address when the script cannot be loaded', async () => {
    const loading = loadTextEditor();
    editorScripts()[0]!.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow(
      /The rich-text editor could not be loaded from .*rdm-widgets\.standalone\.editor\.js/,
    );
  });

  it('fails when the script ran but defined no editor', async () => {
    const loading = loadTextEditor();
    editorScripts()[0]!.dispatchEvent(new Event('load'));
    await expect(loading).rejects.toThrow('did not define the rich-text editor');
  });
});
