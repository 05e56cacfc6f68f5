import type * as PrefillModule from '../core/prefill';
import { loadBesideScript } from './loadBesideScript';

/** The global the prefill script defines (rollup.config.mjs names it). */
export const PREFILL_GLOBAL = 'RdmWidgetsPrefill';
export const PREFILL_SCRIPT = 'rdm-widgets.standalone.prefill.js';

/** The standalone bundle's stand-in for `import('../core/prefill')`. */
export const loadPrefillCore = (): Promise<typeof PrefillModule> =>
  loadBesideScript(
    PREFILL_SCRIPT,
    () => (window as unknown as Record<string, typeof PrefillModule | undefined>)[PREFILL_GLOBAL],
    'the prefill',
  );
