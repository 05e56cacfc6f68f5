import type { EditorConfig } from '../model';
import type { Parsed } from './parsed';
import {
  fields,
  flag,
  integer,
  must,
  number,
  object,
  oneOf,
  parseWith,
  required,
  requiredJsonObject,
  stringMap,
  text,
  type Rule,
} from './schema';
import { CONFIG_BASICS, withDefaultLocale } from './configBasics';
import { prefillConfig } from './prefillConfig';
import { publishChecklist } from './publishChecklist';
import { recordDeletion } from './recordDeletion';

const NAMES_MODES = ['search', 'search_only', 'off'] as const;

/** InvenioRDM v14's verdict on unlocking a published record's files. */
const fileModification = object(
  fields({
    enabled: flag,
    valid_user: flag,
    allowed: flag,
    fileModification: object(
      fields({ policy: object(fields({ id: text(), description: text() })) }),
    ),
    // Below zero once the period is over (an administrator may still unlock).
    context: object(
      fields({ days_until: must('must be a whole number of days', Number.isInteger) }),
    ),
  }),
);

/** The keys of the config a host page injects for the deposit form and the file uploader. */
export const EDITOR_CONFIG_FIELDS = {
  default_locale: CONFIG_BASICS.default_locale,
  createUrl: required(text({ nonEmpty: true })),
  apiHeaders: CONFIG_BASICS.apiHeaders,
  fileUploadConcurrency: integer(1),
  multipartUpload: object(
    fields({ partSize: integer(1), threshold: integer(0), partConcurrency: integer(1) }),
  ),
  quota: object(
    fields({
      maxFiles: integer(1),
      maxStorage: number(1),
      quotaIncrease: object(fields({ enabled: flag, valid_user: flag, allowed: flag })),
    }),
  ),
  filesLocked: flag,
  fileModification,
  decimalSizeDisplay: flag,
  allowEmptyFiles: flag,
  autocompleteNames: oneOf(NAMES_MODES),
  recordRestrictionGracePeriod: number(0),
  user_communities_memberships: stringMap,
  licenceSearchUrl: text({ nonEmpty: true }),
  is_doi_required: flag,
  community_required_to_publish: flag,
  require_secret_links_expiration: flag,
  publish_checklist: publishChecklist,
  copyrightField: flag,
  creatorsFileImport: flag,
  coauthorSuggestions: flag,
  prefill: prefillConfig,
  autosave: object(fields({ delayMs: integer(1) })),
  custom_fields: object(),
  vocabularies: object(),
  recordDeletion,
} satisfies Record<string, Rule>;

export const editorConfig = requiredJsonObject(fields(EDITOR_CONFIG_FIELDS));

/** Checks the config a host page injects for the deposit form and fills its defaults. */
export const parseEditorConfig = (raw: unknown, path = 'config'): Parsed<EditorConfig> =>
  parseWith(editorConfig, raw, withDefaultLocale<EditorConfig>, path);
