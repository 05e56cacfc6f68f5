/**
 * Whether the repository requires secret links to expire (InvenioRDM v14's
 * `RDM_RECORDS_REQUIRE_SECRET_LINKS_EXPIRATION`). InvenioRDM's pages say it apart from their
 * form config, in a data attribute of an element of its own: a hidden input on the deposit page,
 * a span on the record page (docs/invenio-pages.md). Pages before v14 have neither.
 */

/** The elements carrying the setting, by page. */
export const INVENIO_LINK_EXPIRATION_IDS = {
  deposit: 'deposits-share-btn-require-link-expiration',
  record: 'detail-share-btn-require-link-expiration',
} as const;

/**
 * The setting from the element's data attributes (by name without `data-`, values parsed as
 * JSON), or undefined where the page does not say.
 */
export const linkExpirationRequiredOf = (
  data: Readonly<Record<string, unknown>> | undefined,
): boolean | undefined => {
  const value = data?.['share-btn-require-link-expiration'];
  return typeof value === 'boolean' ? value : undefined;
};
