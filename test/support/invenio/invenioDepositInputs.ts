import type { DraftRecord } from '../../../src/core/model';
import { aCommunity } from '../../factories/community';

/**
 * What invenio-app-rdm's deposit view puts in `deposits-config` (its `forms_config`), as v13
 * builds it: every key, the values of a small instance.
 */
export const invenioFormsConfig = (overrides: Record<string, unknown> = {}) => ({
  vocabularies: {
    resource_type: [
      { icon: 'table', id: 'dataset', type_name: 'Dataset', subtype_name: '' },
      {
        icon: 'file alternate',
        id: 'publication-article',
        type_name: 'Publication',
        subtype_name: 'Journal article',
      },
    ],
    titles: { type: [{ text: 'Alternative title', value: 'alternative-title' }] },
    creators: { role: [{ text: 'Researcher', value: 'researcher' }] },
    contributors: { role: [{ text: 'Editor', value: 'editor' }] },
    descriptions: { type: [{ text: 'Methods', value: 'methods' }] },
    dates: { type: [{ text: 'Collected', value: 'collected' }] },
    subjects: { limit_to: [{ text: 'All', value: 'all' }] },
    identifiers: {
      relations: [{ text: 'Is cited by', value: 'iscitedby' }],
      resource_type: [{ icon: 'table', id: 'dataset', type_name: 'Dataset', subtype_name: '' }],
      scheme: [
        { text: 'DOI', value: 'doi' },
        { text: 'URL', value: 'url' },
      ],
    },
  },
  autocomplete_names: 'search_only',
  current_locale: 'de',
  default_locale: 'en',
  pids: [
    {
      scheme: 'doi',
      field_label: 'Digital Object Identifier',
      pid_label: 'DOI',
      pid_placeholder: 'Copy/paste your existing DOI here...',
      can_be_managed: true,
      can_be_unmanaged: true,
      btn_label_discard_pid: 'Discard the reserved DOI.',
      btn_label_get_pid: 'Get a DOI now!',
      managed_help_text: 'Reserve a DOI by pressing the button.',
      unmanaged_help_text: 'A DOI allows your upload to be cited.',
      default_selected: 'yes',
      optional_doi_transitions: [],
    },
  ],
  quota: { maxFiles: 100, maxStorage: 10_000_000_000, maxFileSize: null },
  decimal_size_display: false,
  links: { user_dashboard_request: '/me/requests/<uuid:request_pid_value>' },
  user_communities_memberships: {},
  custom_fields: { ui: [], vocabularies: [], error_labels: {} },
  publish_modal_extra: '',
  hide_community_selection: false,
  createUrl: '/api/records',
  dashboard_routes: {
    uploads: '/me/uploads',
    communities: '/me/communities',
    requests: '/me/requests',
  },
  is_doi_required: null,
  default_transfer_type: 'L',
  enabled_transfer_types: ['L'],
  transfer_types: { LOCAL: 'L', FETCH: 'F', REMOTE: 'R', MULTIPART: 'M' },
  ...overrides,
});

/** A new upload's record as the view dumps it: every value empty, then the defaults. */
export const invenioNewRecord = () => ({
  access: { record: null, files: null, embargo: { active: null, until: null, reason: null } },
  metadata: {
    resource_type: null,
    title: null,
    publication_date: null,
    creators: [],
    additional_titles: [],
    description: null,
    publisher: 'Tide Data Repository',
  },
  custom_fields: {},
  pids: { doi: { provider: 'external', identifier: '' } },
  files: { enabled: true },
  status: 'draft',
  is_published: null,
  links: null,
});

/** The new upload page's inputs, by name, their values as JSON holds them. */
export const invenioNewUploadInputs = (overrides: Record<string, unknown> = {}) => ({
  'deposits-record': invenioNewRecord(),
  'deposits-record-locked-files': false,
  'deposits-record-files': { default_preview: null, entries: [], links: {} },
  'deposits-record-restriction-grace-period': 30,
  'deposits-allow-record-restriction': false,
  'config-groups-enabled': true,
  'records-resources-allow-empty-files': false,
  'deposits-use-uppy-ui': false,
  'deposits-config': invenioFormsConfig(),
  'deposits-record-permissions': {
    can_manage: true,
    can_manage_files: true,
    can_delete_draft: true,
    can_manage_record_access: true,
  },
  ...overrides,
});

/** A draft's edit page: the UI-serialized draft and its files listing apart. */
export const invenioEditInputs = (draft: DraftRecord) => ({
  ...invenioNewUploadInputs(),
  // The edit view names the draft's address in place of where drafts are created.
  'deposits-config': invenioFormsConfig({
    createUrl: undefined,
    apiUrl: `/api/records/${draft.id}/draft`,
  }),
  'deposits-record': { ...draft, files: { enabled: true }, ui: { publication_date_l10n_long: '' } },
  'deposits-record-locked-files': false,
  'deposits-record-files': {
    enabled: true,
    default_preview: 'tides.csv',
    order: ['tides.csv'],
    entries: [{ key: 'tides.csv', size: 1024, status: 'completed', checksum: 'md5:0', links: {} }],
    links: {},
  },
  'deposits-record-permissions': {
    can_manage: true,
    can_new_version: true,
    can_delete_draft: true,
    can_manage_files: true,
    can_manage_record_access: true,
  },
});

export const preselectedCommunity = () => aCommunity({ id: 'c0mmun1ty', slug: 'tides' });
