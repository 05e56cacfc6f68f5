import {
  PREFILL_TIMEOUT_MS,
  PUBLIC_PREFILL_ENDPOINTS,
  type PrefillConfig,
  type PrefillEndpoints,
} from './types';

/** The endpoints and timeout a config names, defaults filled; null when the feature is off. */
export const prefillSettingsOf = (
  config: PrefillConfig | undefined,
): { endpoints: PrefillEndpoints; timeoutMs: number } | null =>
  config === false
    ? null
    : {
        endpoints: { ...PUBLIC_PREFILL_ENDPOINTS, ...config?.endpoints },
        timeoutMs: config?.timeoutMs ?? PREFILL_TIMEOUT_MS,
      };
