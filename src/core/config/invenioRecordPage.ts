import { asObject } from '../serializer/jsonReaders';
import { rightsOf } from './invenioDepositPage';
import { linkExpirationRequiredOf } from './invenioLinkExpiration';

/**
 * InvenioRDM's record page (invenio-app-rdm's `detail.html`, v12 to v14) hands its own scripts
 * what they need in data attributes, each a JSON value: the management menu's
 * (`#recordManagement`: the record, the user's permissions) and the access request form's
 * (`#access-request-form-root`: the record and who is asking). They are read into the Share
 * button's, the new-version button's and the request-access form's props here
 * (docs/invenio-pages.md).
 */

/** An element's data attributes, by name without `data-`, their values parsed as JSON. */
export type InvenioElementData = Readonly<Record<string, unknown>>;

/**
 * Where InvenioRDM mounts the record page's parts the widgets replace. The management menu is
 * also found under an id of ours: the landing page's own script, which an instance keeps for
 * its other parts, mounts its menu into `#recordManagement`, so an instance that adopts ours
 * renames the element (docs/invenio-pages.md#the-record-page).
 */
export const INVENIO_RECORD_MANAGEMENT_SELECTOR = '#recordManagement, #rdm-record-management';
export const INVENIO_ACCESS_REQUEST_ID = 'access-request-form-root';

/**
 * The management menu's Share and New version: the record and the viewer's rights on it
 * (`can_manage` to share, `can_new_version`), and whether links must expire, from the data of
 * the page's link expiry element (invenioLinkExpiration.ts).
 */
export const managementPropsFromInvenioPage = (
  data: InvenioElementData,
  linkExpiration?: InvenioElementData,
) => {
  const required = linkExpirationRequiredOf(linkExpiration);
  return {
    record: asObject(data.record),
    permissions: rightsOf(data.permissions),
    ...(required !== undefined && { config: { require_secret_links_expiration: required } }),
  };
};

/**
 * The access request form: the record, and the visitor (null when not logged in). The page
 * names the user by name and address only; the address stands for the account, which the
 * widget uses only to tell one visitor from another.
 */
export const accessRequestPropsFromInvenioPage = (data: InvenioElementData) => {
  const email = typeof data['user-email'] === 'string' ? data['user-email'] : '';
  const fullName = data['user-full-name'];
  const visitor =
    data['user-anonymous'] === true
      ? null
      : {
          id: email,
          email,
          ...(typeof fullName === 'string' && fullName !== '' && { full_name: fullName }),
        };
  return { record: asObject(data.record), visitor, permissions: {} };
};
