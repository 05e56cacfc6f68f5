import type { ServerOptions } from '../options';

/**
 * Whether secret links must expire (InvenioRDM v14's
 * `RDM_RECORDS_REQUIRE_SECRET_LINKS_EXPIRATION`, `--require-link-expiry`): never in v12 mode,
 * whose InvenioRDM has no such setting.
 */
export const linkExpirationRequired = (options: ServerOptions): boolean =>
  options.requireLinkExpiry === true && options.apiVersion !== 'v12';

/** InvenioRDM's refusal of a link without expiry, on `expires_at`. */
export const EXPIRATION_REQUIRED = 'Expiration date is required';
