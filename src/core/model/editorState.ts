import type { Community, CommunityMemberships } from './community';
import type { PrefillConfig } from '../prefill/types';
import type { EditorRecord } from './editorRecord';
import type { RecordDeletionConfig } from './recordDeletion';
import type { FormVocabularies } from './vocabulary';

export type NamesAutocompleteMode = 'search' | 'search_only' | 'off';

/**
 * Sending large files in parts (InvenioRDM v13+'s multipart transfer), several at once; a server
 * without it takes them in one request.
 */
export interface MultipartUploadConfig {
  /** Bytes in each part but the last (default 64 MiB); raised so no file needs over 10,000. */
  partSize?: number;
  /** Files above this many bytes go in parts (default: the part size). */
  threshold?: number;
  /** Parts of one file sent at once (default 3). */
  partConcurrency?: number;
}

/** The confirmations a box of the publish checklist may show in. */
export type ChecklistAction = 'publish' | 'submit-review';

/**
 * A statement the depositor must tick before the record goes (InvenioRDM's `extraCheckboxes`
 * of its publish and submit-review modals). Plain text: a link is given apart, never as HTML.
 */
export interface PublishChecklistItem {
  /** Unique in the list: the box's name. */
  id: string;
  /** In the page's language; `{link}` marks where the link goes, else it follows the text. */
  text: string;
  link?: { href: string; text: string };
  /** The confirmations that ask it (both when absent). */
  in?: ChecklistAction[];
}

/**
 * Whether the user may unlock a published record's files (InvenioRDM v14's
 * `deposits-file-modification`): the policy that allows it and the days left to publish.
 */
export interface FileModificationConfig {
  enabled?: boolean;
  valid_user?: boolean;
  allowed?: boolean;
  fileModification?: { policy?: { id?: string; description?: string } };
  context?: { days_until?: number };
}

/** The deposit form's config, as the host page injects it. */
export interface EditorConfig {
  default_locale: string;
  /**
   * `ui`: InvenioRDM's `RDM_CUSTOM_FIELDS_UI` sections. `vocabularies`: the names of the
   * vocabulary fields (as InvenioRDM prints it), or their option lists by name.
   */
  custom_fields?: { vocabularies?: Record<string, unknown> | readonly string[]; ui?: unknown[] };
  /** Extra headers sent on every API call. */
  apiHeaders?: Record<string, string>;
  /** Where a new draft is created (`POST`). */
  createUrl: string;
  /** Uploads that run at once (default 3). */
  fileUploadConcurrency?: number;
  /** Large files go in parts; every file in one request when absent. */
  multipartUpload?: MultipartUploadConfig;
  /**
   * The draft's file limits; `quotaIncrease` (InvenioRDM v14's, the same keys) offers asking
   * administrators for more storage.
   */
  quota?: {
    maxFiles?: number;
    maxStorage?: number;
    quotaIncrease?: { enabled?: boolean; valid_user?: boolean; allowed?: boolean };
  };
  /**
   * A published record's files are locked in its draft (InvenioRDM's
   * `deposits-record-locked-files`); they are when absent. False once they were unlocked.
   */
  filesLocked?: boolean;
  /** Offers unlocking them (docs/editor-config.md#file-modification). */
  fileModification?: FileModificationConfig;
  decimalSizeDisplay?: boolean;
  allowEmptyFiles?: boolean;
  autocompleteNames?: NamesAutocompleteMode;
  /** Days after creation during which a published record may still be restricted. */
  recordRestrictionGracePeriod?: number;
  user_communities_memberships?: CommunityMemberships;
  licenceSearchUrl?: string;
  /**
   * Whether every record gets a DOI (default true: one is registered at publish when none was
   * reserved). False where the instance makes DOIs optional (InvenioRDM v13+): the depositor
   * may reserve one or publish without.
   */
  is_doi_required?: boolean;
  /**
   * Records are published through communities only (InvenioRDM v13's
   * `RDM_COMMUNITY_REQUIRED_TO_PUBLISH`): a draft that is in no community offers
   * 'Submit for review' instead of 'Publish'.
   */
  community_required_to_publish?: boolean;
  /**
   * Secret links must expire (InvenioRDM v14's `RDM_RECORDS_REQUIRE_SECRET_LINKS_EXPIRATION`):
   * the Share button's new links offer no 'Never'.
   */
  require_secret_links_expiration?: boolean;
  /** Boxes to tick before publishing or submitting for review (docs/editor-config.md). */
  publish_checklist?: PublishChecklistItem[];
  /** Shows the Copyright field (default true; InvenioRDM v12 has no `metadata.copyright`). */
  copyrightField?: boolean;
  /**
   * Offers adding creators and contributors from a file or a pasted list (InvenioRDM's
   * invenio-rdm-records 34+; default false).
   */
  creatorsFileImport?: boolean;
  /**
   * Suggests, in the creators modal's names search, the people and organisations of the user's
   * earlier records (`/api/user/records`); default true.
   */
  coauthorSuggestions?: boolean;
  /** Start from a DOI or a citation file (docs/editor-config.md); false turns it off. */
  prefill?: PrefillConfig;
  /**
   * Saves the draft by itself once the user pauses typing for `delayMs` (default 2000). Off
   * when absent; the Save draft button works either way.
   */
  autosave?: { delayMs?: number };
  /** The option lists of the form's short vocabularies (resource types, roles, types ...). */
  vocabularies?: FormVocabularies;
  /**
   * Whether and how the owner may delete the published record (InvenioRDM v14's object, the
   * same keys; docs/editor-config.md#record-deletion).
   */
  recordDeletion?: RecordDeletionConfig;
}

/** Passed to the editor by the host (docs/widgets.md#permissions); other keys are ignored. */
export type EditorPermissions = Record<string, boolean | undefined> & {
  can_manage?: boolean;
  can_new_version?: boolean;
};

export interface CommunitySelectionState {
  selectedCommunity: Community | null;
  disableCommunitySelectionButton: boolean;
  showCommunitySelectionButton: boolean;
  showCommunityHeader: boolean;
}

/** Every event of the draft actions (docs/behaviour.md#draft-actions). */
export type ActionState =
  | 'DRAFT_FETCHED'
  | 'DRAFT_HAS_VALIDATION_ERRORS'
  | 'DRAFT_SAVE_STARTED'
  | 'DRAFT_SAVE_SUCCEEDED'
  | 'DRAFT_SAVE_FAILED'
  | 'DRAFT_SAVE_CONFLICT'
  | 'DRAFT_PUBLISH_STARTED'
  | 'DRAFT_PUBLISH_FAILED'
  | 'DRAFT_PUBLISH_FAILED_WITH_VALIDATION_ERRORS'
  | 'DRAFT_PREVIEW_STARTED'
  | 'DRAFT_PREVIEW_FAILED'
  | 'DRAFT_DELETE_STARTED'
  | 'DRAFT_DELETE_FAILED'
  | 'DRAFT_SUBMIT_REVIEW_STARTED'
  | 'DRAFT_SUBMIT_REVIEW_FAILED'
  | 'DRAFT_SUBMIT_REVIEW_FAILED_WITH_VALIDATION_ERRORS'
  | 'RESERVE_PID_STARTED'
  | 'RESERVE_PID_FAILED'
  | 'DISCARD_PID_STARTED'
  | 'DISCARD_PID_FAILED'
  | 'DRAFT_SAVE_BEFORE_UPLOAD_FAILED'
  | 'FILES_IMPORT_FAILED'
  | 'COMMUNITY_SET';

export interface EditorState {
  record: EditorRecord;
  editorState: CommunitySelectionState;
  config: EditorConfig;
  permissions: EditorPermissions;
  actionState: ActionState | null;
  actionStateExtra: Record<string, unknown>;
}
