/**
 * Loads the prefill core (its parsers and lookups) when the dialog first opens, so the
 * deposit page's first load carries none of it. The standalone bundle swaps this module for
 * one that loads the core's own script (src/standalone/loadPrefillScript.ts).
 */
export const loadPrefillCore = () => import('../../../core/prefill');
