/**
 * Loads the prefill core (its parsers and lookups) when the dialog first opens, so the
 * deposit page's first load carries none of it. In the standalone bundle the dialog comes
 * from a script of its own, which carries the core inside it.
 */
export const loadPrefillCore = () => import('../../../core/prefill');
