/**
 * Loads the editor's code on first use, so pages that never show an editor never download
 * it (a chunk of its own, with a bundler and in the standalone script's modules alike).
 */
export const loadTextEditor = () => import('./TextEditor');
