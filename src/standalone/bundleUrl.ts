/**
 * Where the standalone bundle was loaded from, for the scripts that sit beside it. Read while
 * the bundle's own script runs: later, `currentScript` is another one.
 */
export const bundleUrl =
  typeof document === 'undefined'
    ? undefined
    : (document.currentScript as HTMLScriptElement | null)?.src;
