import { createContext, useContext } from 'react';
import type * as PrefillModule from '../../../core/prefill';
import { loadPrefillCore } from './loadPrefillCore';

/** What the prefill dialog calls: detection, lookups and files, and the config's settings. */
export type PrefillCore = Pick<
  typeof PrefillModule,
  'prefillSettingsOf' | 'recognisePrefillText' | 'prefillFromText' | 'prefillFromFile'
>;

export type LoadPrefillCore = () => Promise<PrefillCore>;

/** Where the dialog gets the prefill core; tests and stories give their own. */
export const PrefillCoreContext = createContext<LoadPrefillCore>(loadPrefillCore);

export const useLoadPrefillCore = (): LoadPrefillCore => useContext(PrefillCoreContext);
