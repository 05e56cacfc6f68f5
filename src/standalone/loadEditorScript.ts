import type { ComponentType } from 'react';
import type { TextEditorProps } from '../ui/richText/TextEditor';
import { bundleUrl } from './bundleUrl';

/** The global the editor script defines (rollup.config.mjs names it). */
export const EDITOR_GLOBAL = 'RdmWidgetsEditor';
export const EDITOR_SCRIPT = 'rdm-widgets.standalone.editor.js';

type EditorModule = { default: ComponentType<TextEditorProps> };

/** The editor script sits beside the standalone bundle, wherever the host serves it. */
export const editorScriptUrl = (base = bundleUrl ?? document.baseURI): string =>
  new URL(EDITOR_SCRIPT, base).href;

/**
 * The standalone bundle's stand-in for `import('./TextEditor')`: adds the editor's script
 * to the page once and answers its component when the script has run.
 */
export const loadTextEditor = (): Promise<EditorModule> => {
  const loaded = (window as unknown as Record<string, EditorModule | undefined>)[EDITOR_GLOBAL];
  if (loaded) return Promise.resolve(loaded);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = editorScriptUrl();
    script.async = true;
    script.addEventListener('load', () => {
      const editor = (window as unknown as Record<string, EditorModule | undefined>)[EDITOR_GLOBAL];
      if (editor) resolve(editor);
      else reject(new Error(`${script.src} did not define the editor`));
    });
    script.addEventListener('error', () =>
      reject(new Error(`The rich-text editor could not be loaded from ${script.src}`)),
    );
    document.head.append(script);
  });
};
