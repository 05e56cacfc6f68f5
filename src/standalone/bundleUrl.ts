/**
 * The standalone script's own element, read while it runs (later, `currentScript` is another
 * one): where it was loaded from, since the widgets' modules and the languages' scripts sit
 * beside it, and its CSP nonce, which the preloads of those modules carry.
 */
const ownScript =
  typeof document === 'undefined'
    ? undefined
    : ((document.currentScript as HTMLScriptElement | null) ?? undefined);

/** What the standalone script tells its modules, which run with no `currentScript`. */
const fromTheScript = () =>
  (globalThis as { RdmWidgets?: { bundleUrl?: string } }).RdmWidgets?.bundleUrl;

export const bundleUrl = ownScript?.src || fromTheScript();
export const bundleNonce = ownScript?.nonce || undefined;
