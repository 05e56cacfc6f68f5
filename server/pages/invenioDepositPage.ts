import { html, type SafeHtml } from './html';
import { jsonAttribute, since, type InvenioVersion } from './invenioLayout';

/** What invenio-app-rdm's deposit view hands its template. */
export interface DepositPageData {
  version: InvenioVersion;
  record: unknown;
  filesLocked: boolean;
  /** The community of `?community=` on a new upload (`preselectedCommunity`). */
  draftCommunity?: unknown;
  files?: unknown;
  formsConfig: unknown;
  permissions: Record<string, boolean>;
  /** v14, a published record's edit only: what may be deleted and which files changed. */
  recordDeletion?: unknown;
  fileModification?: unknown;
  /** `RDM_RECORDS_REQUIRE_SECRET_LINKS_EXPIRATION` (v14 pages say it). */
  linkExpirationRequired: boolean;
}

/** The server's settings behind the page's plain inputs. */
const RESTRICTION_GRACE_PERIOD_DAYS = 30;
const ALLOW_RESTRICTION_AFTER_GRACE_PERIOD = false;
const GROUPS_ENABLED = true;
const ALLOW_EMPTY_FILES = true;
const USE_UPPY_UI = false;

const hiddenInput = (name: string, value: unknown, withId = false): SafeHtml =>
  html`<input
    ${withId ? html`id="${name}" ` : null}type="hidden"
    name="${name}"
    ${jsonAttribute('value', value)}
  />`;

/**
 * `invenio_app_rdm/records/deposit.html`'s `page_body`: its hidden inputs, each only in the
 * releases that have it, then the form's mount point.
 */
export const invenioDepositBody = (page: DepositPageData): SafeHtml => {
  const { version } = page;
  return html`${hiddenInput('deposits-record', page.record, true)}
    ${hiddenInput('deposits-record-locked-files', page.filesLocked, true)}
    ${page.draftCommunity ? hiddenInput('deposits-draft-community', page.draftCommunity, true) : null}
    ${page.files ? hiddenInput('deposits-record-files', page.files, true) : null}
    ${hiddenInput('deposits-record-restriction-grace-period', RESTRICTION_GRACE_PERIOD_DAYS)}
    ${hiddenInput('deposits-allow-record-restriction', ALLOW_RESTRICTION_AFTER_GRACE_PERIOD)}
    ${since(version, 'v14') && page.recordDeletion ? hiddenInput('deposits-record-deletion', page.recordDeletion) : null}
    ${since(version, 'v14') && page.fileModification ? hiddenInput('deposits-file-modification', page.fileModification) : null}
    ${hiddenInput('config-groups-enabled', GROUPS_ENABLED)}
    ${hiddenInput('records-resources-allow-empty-files', ALLOW_EMPTY_FILES)}
    ${since(version, 'v13') ? hiddenInput('deposits-use-uppy-ui', USE_UPPY_UI) : null}
    ${hiddenInput('deposits-config', page.formsConfig)}
    ${hiddenInput('deposits-record-permissions', page.permissions, true)}
    ${
      since(version, 'v14')
        ? html`<input
            type="hidden"
            id="deposits-share-btn-require-link-expiration"
            ${jsonAttribute('data-share-btn-require-link-expiration', page.linkExpirationRequired)}
          />`
        : null
    }
    <div id="deposit-form"></div>`;
};
