/**
 * Loads the prefill's dialog, and with it (on opening) its lookups and parsers, when a
 * depositor first opens it: the deposit page's first load carries none of it.
 */
export const loadPrefillDialog = () => import('./PrefillDialog');
