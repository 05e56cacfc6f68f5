/**
 * Loads the editor's code on first use, so pages that never show an editor never download
 * it. The standalone bundle swaps this module for one that loads the editor's own script
 * (src/standalone/loadEditorScript.ts): a classic script cannot share chunks.
 */
export const loadTextEditor = () => import('./TextEditor');
