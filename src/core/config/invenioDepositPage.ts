import { asObject, isPlainObject } from '../serializer/jsonReaders';
import { stripEmpty } from '../serializer/stripEmpty';
import { linkExpirationRequiredOf } from './invenioLinkExpiration';

/**
 * InvenioRDM's deposit page (invenio-app-rdm's `deposit.html`, v12 to v14) carries what its own
 * form needs in hidden inputs, each a JSON value: the record, its files, the form config its
 * views build (`forms_config`), the user's permissions on the draft, a preselected community
 * and a few settings. These are read into the deposit form's props here, so an instance swaps
 * its form for ours without writing any glue (docs/invenio-pages.md).
 */

/** The page's hidden inputs, by name, their values parsed as JSON. */
export type InvenioPageInputs = Readonly<Record<string, unknown>>;

/** The inputs the deposit form reads, by name. */
export const DEPOSIT_PAGE_INPUTS = {
  record: 'deposits-record',
  files: 'deposits-record-files',
  config: 'deposits-config',
  permissions: 'deposits-record-permissions',
  community: 'deposits-draft-community',
  gracePeriod: 'deposits-record-restriction-grace-period',
  allowEmptyFiles: 'records-resources-allow-empty-files',
  filesLocked: 'deposits-record-locked-files',
  fileModification: 'deposits-file-modification',
  recordDeletion: 'deposits-record-deletion',
} as const;

/** Where InvenioRDM mounts its deposit form. */
export const INVENIO_DEPOSIT_ELEMENT_ID = 'deposit-form';

/** The page is InvenioRDM's deposit page when it carries the form config. */
export const isInvenioDepositPage = (inputs: InvenioPageInputs) =>
  DEPOSIT_PAGE_INPUTS.config in inputs;

/** `{ text, value }` lists pass as they are; anything else is left out. */
const optionsOf = (value: unknown) => (Array.isArray(value) ? value : undefined);

/**
 * InvenioRDM's vocabularies, with the related works' lists where the form reads them: v12 and
 * v13 name them `identifiers.relations` and `identifiers.scheme` (the latter also the
 * alternate identifiers' schemes); v14 gives related works lists of their own.
 */
const vocabulariesOf = (raw: unknown) => {
  const vocabularies = asObject(raw);
  const identifiers = asObject(vocabularies.identifiers);
  const related = isPlainObject(vocabularies.related_identifiers)
    ? vocabularies.related_identifiers
    : identifiers;
  return {
    ...vocabularies,
    related_identifiers: {
      relation_type: optionsOf(related.relations),
      scheme: optionsOf(related.scheme),
    },
  };
};

/** A PID field as the page describes it (`get_form_pids_config`), in the form's words. */
const pidFieldOf = (raw: unknown) => {
  const pid = asObject(raw);
  const label = pid.pid_label ?? pid.label;
  return {
    ...pid,
    label,
    placeholder: pid.pid_placeholder ?? pid.placeholder,
    btn_label_get: pid.btn_label_get_pid ?? pid.btn_label_get,
    btn_label_discard: pid.btn_label_discard_pid ?? pid.btn_label_discard,
  };
};

/**
 * Keys the page leaves out or prints as null (v13's `is_doi_required` where the instance does
 * not say) stay out: the form's defaults apply.
 */
const withoutNulls = (object: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(object).filter(([, value]) => value != null));

/**
 * The page's `forms_config`, with the settings of its other inputs and of the link expiry's
 * element, as the form's config.
 */
const configOf = (inputs: InvenioPageInputs, linkExpiration?: InvenioPageInputs) => {
  const forms = asObject(inputs[DEPOSIT_PAGE_INPUTS.config]);
  const config: Record<string, unknown> = {
    ...forms,
    // The page's own routes. A draft's edit page gives no `createUrl` (only new uploads are
    // created): every instance creates drafts at `/api/records`.
    createUrl: forms.createUrl ?? '/api/records',
    licenceSearchUrl: '/api/vocabularies/licenses',
    autocompleteNames: forms.autocomplete_names,
    decimalSizeDisplay: forms.decimal_size_display,
    vocabularies: vocabulariesOf(forms.vocabularies),
    quota: isPlainObject(forms.quota) ? withoutNulls(forms.quota) : undefined,
    pids: Array.isArray(forms.pids) ? forms.pids.map(pidFieldOf) : undefined,
    recordRestrictionGracePeriod: inputs[DEPOSIT_PAGE_INPUTS.gracePeriod],
    allowEmptyFiles: inputs[DEPOSIT_PAGE_INPUTS.allowEmptyFiles],
    // A published record's draft: its files locked or not, and may they be unlocked (v14).
    filesLocked: inputs[DEPOSIT_PAGE_INPUTS.filesLocked],
    fileModification: inputs[DEPOSIT_PAGE_INPUTS.fileModification],
    require_secret_links_expiration: linkExpirationRequiredOf(linkExpiration),
    recordDeletion: inputs[DEPOSIT_PAGE_INPUTS.recordDeletion],
  };
  return withoutNulls(config);
};

/**
 * The draft's files as the record carries them: the page sends them apart, as a list
 * (`{ entries: [...], default_preview, order }`), and the form reads them keyed by name.
 */
const filesOf = (recordFiles: unknown, pageFiles: unknown) => {
  const files = asObject(pageFiles);
  const entries = Array.isArray(files.entries)
    ? Object.fromEntries(
        files.entries.filter(isPlainObject).map((entry) => [String(entry.key), entry]),
      )
    : undefined;
  return {
    ...asObject(recordFiles),
    ...(entries && { entries }),
    ...(files.default_preview !== undefined && { default_preview: files.default_preview }),
    ...(Array.isArray(files.order) && { order: files.order }),
  };
};

/**
 * The record, with its files and, for a new upload started from a community's page, that
 * community: the form starts with it chosen, as a draft whose review names it does, and the
 * first save puts the review. A new upload's record is the server's empty dump (every value
 * null, every list one empty item, then the instance's defaults): only the defaults are kept.
 */
const recordOf = (inputs: InvenioPageInputs) => {
  const given = asObject(inputs[DEPOSIT_PAGE_INPUTS.record]);
  const record = given.id ? given : asObject(stripEmpty(given));
  const community = inputs[DEPOSIT_PAGE_INPUTS.community];
  const withFiles = { ...record, files: filesOf(record.files, inputs[DEPOSIT_PAGE_INPUTS.files]) };
  if (!isPlainObject(community) || record.id) return withFiles;
  const expanded = asObject(record.expanded);
  const parent = asObject(expanded.parent);
  return {
    ...withFiles,
    expanded: { ...expanded, parent: { ...parent, review: { receiver: community } } },
  };
};

/**
 * The `can_*` flags of InvenioRDM's permissions: anything else an object holds (v14's record
 * page lists the communities the viewer may remove the record from) is left out.
 */
export const rightsOf = (raw: unknown) =>
  Object.fromEntries(
    Object.entries(asObject(raw)).filter(([, value]) => typeof value === 'boolean'),
  );

/**
 * Who may do what: the page names the rights on the draft (`can_manage_files`,
 * `can_manage_record_access`, ...); sharing is offered to whoever may manage its access.
 */
const permissionsOf = (raw: unknown) => {
  const rights = rightsOf(raw);
  const canManage = rights.can_manage ?? rights.can_manage_record_access;
  return canManage === undefined ? rights : { ...rights, can_manage: canManage };
};

/**
 * The deposit form's props from InvenioRDM's deposit page: unchecked, as any injected JSON,
 * for the widget's own props check; the language is the page's (`current_locale`).
 * `linkExpiration` is the data of the page's link expiry element (invenioLinkExpiration.ts).
 */
export const depositPropsFromInvenioPage = (
  inputs: InvenioPageInputs,
  linkExpiration?: InvenioPageInputs,
) => {
  const forms = asObject(inputs[DEPOSIT_PAGE_INPUTS.config]);
  const locale = typeof forms.current_locale === 'string' ? forms.current_locale : undefined;
  return {
    config: configOf(inputs, linkExpiration),
    record: recordOf(inputs),
    permissions: permissionsOf(inputs[DEPOSIT_PAGE_INPUTS.permissions]),
    ...(locale && { i18n: { locale } }),
  };
};
