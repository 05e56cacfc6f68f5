import type { ComponentType } from 'react';
import type { TextEditorProps } from '../ui/richText/TextEditor';
import { besideBundleUrl, loadBesideScript } from './loadBesideScript';

/** The global the editor script defines (rollup.config.mjs names it). */
export const EDITOR_GLOBAL = 'RdmWidgetsEditor';
export const EDITOR_SCRIPT = 'rdm-widgets.standalone.editor.js';

type EditorModule = { default: ComponentType<TextEditorProps> };

export const editorScriptUrl = (base?: string): string => besideBundleUrl(EDITOR_SCRIPT, base);

/**
 * The standalone bundle's stand-in for `import('./TextEditor')`: adds the editor's script
 * to the page once and answers its component when the script has run.
 */
export const loadTextEditor = (): Promise<EditorModule> =>
  loadBesideScript(
    EDITOR_SCRIPT,
    () => (window as unknown as Record<string, EditorModule | undefined>)[EDITOR_GLOBAL],
    'the rich-text editor',
  );
