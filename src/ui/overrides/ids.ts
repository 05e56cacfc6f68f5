/**
 * Every part a host can override, one list per widget, by stable id `<widget>.<kind>.<part>`
 * (docs/overrides.md says what each gets). A widget that holds another (the deposit form holds
 * the status banner, the community header, the uploader and the Share button) takes that
 * one's ids too.
 */

export const STATUS_BANNER_OVERRIDE_IDS = ['status-banner.banner'] as const;

export const COMMUNITY_HEADER_OVERRIDE_IDS = ['community-header.header'] as const;

export const FILE_UPLOADER_OVERRIDE_IDS = [
  'file-uploader.drop-area',
  'file-uploader.storage-usage',
  'file-uploader.file-table',
] as const;

export const NEW_VERSION_BUTTON_OVERRIDE_IDS = ['new-version-button.button'] as const;

export const NEW_UPLOAD_FROM_RECORD_OVERRIDE_IDS = ['new-upload-from-record.button'] as const;

export const SHARE_ACCESS_OVERRIDE_IDS = [
  'share-access.button',
  'share-access.tab.people',
  'share-access.tab.groups',
  'share-access.tab.links',
  'share-access.tab.settings',
] as const;

export const REQUEST_ACCESS_OVERRIDE_IDS = ['request-access.form'] as const;

/** The deposit form's own parts, in the order they show. */
export const DEPOSIT_FORM_OWN_OVERRIDE_IDS = [
  'deposit-form.section.files',
  'deposit-form.section.basic',
  'deposit-form.field.resource-type',
  'deposit-form.field.title',
  'deposit-form.field.additional-titles',
  'deposit-form.field.publication-date',
  'deposit-form.field.creators',
  'deposit-form.field.description',
  'deposit-form.field.additional-descriptions',
  'deposit-form.field.licences',
  'deposit-form.field.copyright',
  'deposit-form.section.recommended',
  'deposit-form.field.contributors',
  'deposit-form.field.languages',
  'deposit-form.field.version',
  'deposit-form.field.publisher',
  'deposit-form.field.dates',
  'deposit-form.field.subjects',
  'deposit-form.section.funding',
  'deposit-form.field.funding',
  'deposit-form.section.identifiers',
  'deposit-form.field.identifiers',
  'deposit-form.section.related',
  'deposit-form.field.related-works',
  'deposit-form.section.references',
  'deposit-form.field.references',
  'deposit-form.sections.custom-fields',
  'deposit-form.sections.extra',
  'deposit-form.action.save',
  'deposit-form.action.preview',
  'deposit-form.action.publish',
  'deposit-form.action.change-community',
  'deposit-form.action.delete',
  'deposit-form.modal.publish',
  'deposit-form.modal.submit-review',
  'deposit-form.modal.delete',
  'deposit-form.panel.access',
  'deposit-form.panel.pids',
] as const;

export const DEPOSIT_FORM_OVERRIDE_IDS = [
  ...DEPOSIT_FORM_OWN_OVERRIDE_IDS,
  ...STATUS_BANNER_OVERRIDE_IDS,
  ...COMMUNITY_HEADER_OVERRIDE_IDS,
  ...FILE_UPLOADER_OVERRIDE_IDS,
  ...NEW_VERSION_BUTTON_OVERRIDE_IDS,
  ...NEW_UPLOAD_FROM_RECORD_OVERRIDE_IDS,
  ...SHARE_ACCESS_OVERRIDE_IDS,
] as const;

/** A custom-field section's id, made from its place in the page's custom-field config. */
export type CustomSectionOverrideId = `deposit-form.section.custom-${number}`;

/** Matches the ids of the deposit form's custom-field sections. */
export const CUSTOM_SECTION_OVERRIDE_ID = /^deposit-form\.section\.custom-\d+$/;

export type OverrideId =
  | (typeof DEPOSIT_FORM_OVERRIDE_IDS)[number]
  | (typeof REQUEST_ACCESS_OVERRIDE_IDS)[number]
  | CustomSectionOverrideId;
