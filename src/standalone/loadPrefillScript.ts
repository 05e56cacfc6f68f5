import type * as PrefillDialogModule from '../widgets/deposit-form/prefill/PrefillDialog';
import { loadBesideScript } from './loadBesideScript';

/** The global the prefill script defines (rollup.config.mjs names it). */
export const PREFILL_GLOBAL = 'RdmWidgetsPrefill';
export const PREFILL_SCRIPT = 'rdm-widgets.standalone.prefill.js';

type PrefillDialogScript = Pick<typeof PrefillDialogModule, 'PrefillDialog'>;

/** The standalone bundle's stand-in for `import('./PrefillDialog')`. */
export const loadPrefillDialog = (): Promise<PrefillDialogScript> =>
  loadBesideScript(
    PREFILL_SCRIPT,
    () => (window as unknown as Record<string, PrefillDialogScript | undefined>)[PREFILL_GLOBAL],
    'the prefill',
  );
