import { html, type SafeHtml } from './html';
import { jsonAttribute, since, type InvenioVersion } from './invenioLayout';
import { plainText } from './recordView';

/** The visitor as the access-request form's data attributes describe them. */
export interface Visitor {
  fullName: string;
  email: string;
}

/** What invenio-app-rdm's record view hands its landing-page template. */
export interface RecordPageData {
  version: InvenioVersion;
  /** The record as the UI serializer dumps it (`record_ui`). */
  record: { metadata: { title?: string }; parent?: unknown; files?: { enabled?: boolean } };
  permissions: Record<string, unknown>;
  isDraft: boolean;
  isPreview: boolean;
  /** Null for a guest. */
  visitor: Visitor | null;
  currentUserId: string;
  ownerId: string;
  ownerUsername: string;
  /** The files the visitor may read, or null when they may not. */
  files: SafeHtml | null;
  /** The record page's words for files the visitor may not read. */
  filesWithheld: SafeHtml;
  /** `RDM_RECORDS_REQUIRE_SECRET_LINKS_EXPIRATION` (v14 pages say it). */
  linkExpirationRequired: boolean;
  /** v14: `evaluate_record_deletion` (null for a draft) and the removal reasons offered. */
  recordDeletion: unknown;
  recordDeletionOptions: unknown[];
}

const GROUPS_ENABLED = true;
const AUDIT_LOGS_ENABLED = false;

/** `show_record_management_menu`: curators of the record, not on a plain preview. */
const showsManagement = (page: RecordPageData) =>
  Boolean(page.permissions.can_edit || page.permissions.can_review) && !page.isPreview;

/** `details/side_bar/manage_menu.html`: the menu (Edit, New version, Share …) mounts here. */
const manageMenu = (page: RecordPageData): SafeHtml => {
  const { version } = page;
  return html`<section
    id="record-manage-menu"
    aria-label="Record management"
    class="ui grid segment computer only sidebar-container rdm-sidebar"
  >
    <div
      class="column"
      id="recordManagement"
      ${jsonAttribute('data-record', page.record)}
      ${jsonAttribute('data-permissions', page.permissions)}
      ${jsonAttribute('data-is-draft', page.isDraft)}
      data-is-preview-submission-request="false"
      data-current-user-id="${page.currentUserId}"
      ${version === 'v12' ? html`data-record-owner-username='${page.ownerUsername}'` : null}
      ${version === 'v13' ? html`data-record-owner-id='${page.ownerId}'` : null}
      ${jsonAttribute('data-groups-enabled', GROUPS_ENABLED)}
      ${
        since(version, 'v14')
          ? html`${jsonAttribute('data-record-deletion', page.recordDeletion)}
            ${jsonAttribute('data-record-deletion-options', page.recordDeletionOptions)}
            ${jsonAttribute('data-audit-logs-enabled', AUDIT_LOGS_ENABLED)}`
          : null
      }
    >
      <div class="ui placeholder">
        <div class="header"><div class="full line"></div></div>
      </div>
    </div>
  </section>`;
};

/** `detail.html`'s menu for small screens; v14 no longer repeats the record on it. */
const mobileManagement = (page: RecordPageData): SafeHtml =>
  html`<section id="mobile-record-management" class="ui grid tablet only mobile only">
    <div class="sixteen wide column right aligned">
      <button
        id="manage-record-btn"
        class="ui small basic icon button m-0"
        aria-haspopup="dialog"
        aria-expanded="false"
      >
        <i class="cog icon"></i> Manage record
      </button>
    </div>
    <div
      id="recordManagementMobile"
      role="dialog"
      class="ui flowing popup transition hidden"
      ${
        since(page.version, 'v14')
          ? null
          : html`${jsonAttribute('data-record', page.record)}
            ${jsonAttribute('data-permissions', page.permissions)}
            ${jsonAttribute('data-is-draft', page.isDraft)}`
      }
    ></div>
  </section>`;

/** `details/access-form.html`: who is asking, then the request form's mount point. */
const accessForm = (page: RecordPageData): SafeHtml => {
  const { visitor } = page;
  return html`<div class="container rel-mt-2">
    ${
      visitor
        ? html`<h4>You are logged in as</h4>
            <div class="flex align-items-center column-mobile mb-10">
              <div class="ui image label mb-10 rel-mr-1">
                <strong class="text-muted mr-5">${visitor.fullName}</strong>
              </div>
            </div>`
        : html`<p class="rel-mb-2">
            <i aria-hidden="true" class="user secret icon"></i>
            <strong>You are currently not logged in</strong>. Do you have an account?
            <a href="/login">Log in here</a>
          </p>`
    }
    <div
      id="access-request-form-root"
      ${jsonAttribute('data-record', page.record)}
      ${jsonAttribute('data-user-anonymous', visitor === null)}
      ${jsonAttribute('data-user-full-name', visitor ? visitor.fullName : null)}
      ${jsonAttribute('data-user-email', visitor ? visitor.email : null)}
    >
      <div class="ui fluid placeholder">
        <div class="header"><div class="full line"></div></div>
      </div>
    </div>
  </div>`;
};

/** The record's access-request settings (`parent.access.settings`). */
const accessSettings = (page: RecordPageData): Record<string, unknown> =>
  (page.record.parent as { access?: { settings?: Record<string, unknown> } } | undefined)?.access
    ?.settings ?? {};

/** Whether the visitor may ask for the files: the record's settings for users or for guests. */
const offersAccessRequest = (page: RecordPageData) => {
  const settings = accessSettings(page);
  return Boolean(page.visitor ? settings.allow_user_requests : settings.allow_guest_requests);
};

/** `record_files`: the files, or why they are withheld and, where allowed, the request form. */
const recordFiles = (page: RecordPageData): SafeHtml | null => {
  if (!page.record.files?.enabled) return null;
  const conditions = accessSettings(page).accept_conditions_text;
  return html`<section id="record-files" class="rel-mt-2 rel-mb-3" aria-label="Files">
    <h2 id="files-heading">Files</h2>
    ${
      page.files ??
      html`${page.filesWithheld}
      ${
        offersAccessRequest(page)
          ? html`<div class="ui divider"></div>
              <h4>Request access</h4>
              <p>
                If you would like to request access to these files, please fill out the form below.
              </p>
              ${
                typeof conditions === 'string' && conditions
                  ? html`<p class="ui small header rel-mt-2 rel-mb-1">
                        You need to satisfy these conditions in order for this request to be
                        accepted:
                      </p>
                      <div class="rel-mt-2 rich-input-content">${plainText(conditions)}</div>`
                  : null
              }
              ${accessForm(page)}`
          : null
      }`
    }
  </section>`;
};

/**
 * The landing page's parts the widgets mount on, as `invenio_app_rdm/records/detail.html` lays
 * them out: title, the management menu (and its small-screen twin), the files or the access
 * request form. The rest of InvenioRDM's landing page (citation, versions, export …) is left out.
 */
export const invenioRecordBody = (page: RecordPageData): SafeHtml =>
  html`${
      since(page.version, 'v14')
        ? html`<span
            id="detail-share-btn-require-link-expiration"
            ${jsonAttribute('data-share-btn-require-link-expiration', page.linkExpirationRequired)}
          ></span>`
        : null
    }
    <div class="ui grid">
      <div class="twelve wide computer sixteen wide mobile column">
        ${showsManagement(page) ? mobileManagement(page) : null}
        <section
          id="record-title-section"
          aria-label="${
            // v14 names creators authors (invenio-app-rdm #3197).
            since(page.version, 'v14')
              ? 'Record title, authors and contributors'
              : 'Record title and creators'
          }"
        >
          <h1 id="record-title" class="wrap-overflowing-text">
            ${page.record.metadata.title ?? ''}
          </h1>
        </section>
        ${recordFiles(page)}
      </div>
      <aside class="four wide computer sixteen wide mobile column" aria-label="Record details">
        ${showsManagement(page) ? manageMenu(page) : null}
      </aside>
    </div>`;
