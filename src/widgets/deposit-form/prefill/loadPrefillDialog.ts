/**
 * Loads the prefill's dialog, and with it (on opening) its lookups and parsers, when a
 * depositor first opens it: the deposit page's first load carries none of it. The standalone
 * bundle swaps this module for one that loads the dialog's own script
 * (src/standalone/loadPrefillScript.ts).
 */
export const loadPrefillDialog = () => import('./PrefillDialog');
