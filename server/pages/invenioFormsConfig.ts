import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { membershipsOf } from '../communities/store';
import { draftFilesQuota, filesQuotaOf } from '../files/quota';
import { quotaIncreaseConfig } from '../requests/quotaIncrease';
import { urlsFor } from '../http/urls';
import { DEMO_CUSTOM_FIELDS } from '../records/customFields';
import { depositCustomFields } from './depositCustomFields';
import { hostText } from './hostTexts';
import { invenioVocabularies } from './invenioVocabularies';
import { since, type InvenioVersion } from './invenioLayout';
import { pageLanguage } from './pageLanguage';

/** The bundle widgets under the names invenio-rdm-records' contrib configs give them. */
const UPSTREAM_WIDGET_NAMES: Record<string, string> = {
  JournalField: 'Journal',
  ImprintField: 'Imprint',
  MeetingField: 'Meeting',
  ThesisField: 'Thesis',
};

/** invenio-records-resources' transfer type constants (v13+). */
const TRANSFER_TYPES = { LOCAL: 'L', FETCH: 'F', REMOTE: 'R', MULTIPART: 'M' };

/**
 * The DOI radio the form starts on. The server registers a DOI at publish unless DOIs are
 * optional, so a new draft starts on "no, I need one" (or "not needed" when optional).
 */
const doiDefaultSelected = (ctx: ServerContext) => (ctx.options.doiOptional ? 'not_needed' : 'no');

/**
 * `get_form_pids_config`: the DOI provider, its labels in the page's language `locale`, and
 * v13's preselection.
 */
const pidsConfig = (ctx: ServerContext, version: InvenioVersion, locale: string) => [
  {
    scheme: 'doi',
    field_label: hostText('Digital Object Identifier', locale),
    pid_label: 'DOI',
    pid_placeholder: hostText('Copy/paste your existing DOI here...', locale),
    can_be_managed: true,
    can_be_unmanaged: true,
    btn_label_discard_pid: hostText('Discard the reserved DOI.', locale),
    btn_label_get_pid: hostText('Get a DOI now!', locale),
    managed_help_text: hostText(
      'Reserve a DOI by pressing the button (so it can be included in files prior to upload). The DOI is registered when your upload is published.',
      locale,
    ),
    unmanaged_help_text: hostText(
      'A DOI allows your upload to be easily and unambiguously cited. Example: 10.1234/foo.bar',
      locale,
    ),
    ...(since(version, 'v13')
      ? { default_selected: doiDefaultSelected(ctx), optional_doi_transitions: [] }
      : {}),
  },
];

/**
 * `load_custom_fields`: the server's custom-field sections as an instance configures them
 * (`RDM_CUSTOM_FIELDS_UI`), in the page's language `locale`. Help text is `description` before
 * v14; a vocabulary field carries its options in `props.options` (null when searched as one
 * types) and `is_vocabulary`; v14 adds `props.id`.
 */
const customFieldsConfig = (
  ctx: ServerContext,
  api: string,
  version: InvenioVersion,
  locale: string,
) => {
  const { ui, vocabularies } = depositCustomFields(ctx.db, api, locale);
  const options: Record<string, unknown> = vocabularies;
  const vocabularyFields = DEMO_CUSTOM_FIELDS.filter((field) => field.type === 'vocabulary').map(
    (field) => field.name,
  );
  const errorLabels: Record<string, string> = {};
  const sections = ui.map(({ section, fields }) => ({
    section,
    fields: fields.map(({ field, ui_widget, props }) => {
      const { helpText, ...rest } = props;
      const label = props.label;
      if (typeof label === 'string') errorLabels[`custom_fields.${field}`] = label;
      const isVocabulary = vocabularyFields.includes(field);
      return {
        field,
        ui_widget: UPSTREAM_WIDGET_NAMES[ui_widget] ?? ui_widget,
        props: {
          ...rest,
          ...(helpText === undefined
            ? {}
            : since(version, 'v14')
              ? { helpText }
              : { description: helpText }),
          ...(isVocabulary ? { options: options[field] ?? null } : {}),
          ...(since(version, 'v14') ? { id: field } : {}),
        },
        ...(isVocabulary ? { is_vocabulary: true } : {}),
      };
    }),
  }));
  return { ui: sections, vocabularies: vocabularyFields, error_labels: errorLabels };
};

/** What differs between the new-upload page and a draft's page. */
export type FormPage =
  | { kind: 'create' }
  | { kind: 'edit'; recordId: string; publishedRecord: unknown; hideCommunitySelection: boolean };

/**
 * invenio-app-rdm's `forms_config` (the `deposits-config` input) for `version`, from the
 * server's own vocabularies, limits and custom fields; the keys each release has, no others.
 */
export const invenioFormsConfig = (
  ctx: ServerContext,
  request: FastifyRequest,
  version: InvenioVersion,
  page: FormPage,
) => {
  const { api } = urlsFor(request);
  const user = request.identity.user;
  const draftId = page.kind === 'edit' ? page.recordId : undefined;
  // A draft's page shows its own quota, raised when a quota increase was accepted.
  const limits = draftId
    ? draftFilesQuota(ctx.db, ctx.options, draftId)
    : filesQuotaOf(ctx.options);
  const quota = {
    maxFiles: limits.maxFiles,
    maxStorage: limits.quotaSize,
    ...(since(version, 'v13') ? { maxFileSize: limits.maxFileSize } : {}),
    ...(since(version, 'v14')
      ? { quotaIncrease: quotaIncreaseConfig(ctx, request.identity, draftId) }
      : {}),
  };
  const locale = pageLanguage(request).code;
  return {
    vocabularies: invenioVocabularies(ctx.db, version, locale),
    autocomplete_names: 'search',
    // Babel's spelling, as InvenioRDM prints `current_i18n.locale` (zh_CN).
    current_locale: locale.replace('-', '_'),
    default_locale: 'en',
    pids: pidsConfig(ctx, version, locale),
    quota,
    decimal_size_display: true,
    links: { user_dashboard_request: '/me/requests/<uuid:request_pid_value>' },
    user_communities_memberships: user ? membershipsOf(ctx.db, user.id) : {},
    custom_fields: customFieldsConfig(ctx, api, version, locale),
    publish_modal_extra: '',
    ...(since(version, 'v13')
      ? {
          dashboard_routes: {
            uploads: '/me/uploads',
            communities: '/me/communities',
            requests: '/me/requests',
          },
          is_doi_required: !ctx.options.doiOptional,
          default_transfer_type: TRANSFER_TYPES.LOCAL,
          // Fetching and remote files are the system's own: a depositor uploads whole or in parts.
          enabled_transfer_types: [TRANSFER_TYPES.LOCAL, TRANSFER_TYPES.MULTIPART],
          transfer_types: TRANSFER_TYPES,
        }
      : {}),
    ...(page.kind === 'create'
      ? { createUrl: '/api/records', hide_community_selection: false }
      : {
          apiUrl: `/api/records/${page.recordId}/draft`,
          hide_community_selection: page.hideCommunitySelection,
          ...(since(version, 'v13') ? { published_record: page.publishedRecord } : {}),
        }),
  };
};
