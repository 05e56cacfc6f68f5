import type { RecordAccess, SharingLinks } from './access';
import type { Community } from './community';
import type { CustomFields } from './customFields';
import type { ServerFileEntry } from './files';
import type { Metadata } from './metadata';

export const RECORD_STATUSES = [
  'draft',
  'new_version_draft',
  'draft_with_review',
  /** A new version whose community reviews new versions too (InvenioRDM v13+). */
  'new_version_draft_with_review',
  'in_review',
  'declined',
  'expired',
  'published',
] as const;

export type RecordStatus = (typeof RECORD_STATUSES)[number];

export interface Pid {
  identifier: string;
  provider: string;
  client?: string;
}

export interface DraftLinks extends SharingLinks {
  self?: string;
  publish?: string;
  review?: string;
  'submit-review'?: string;
  files?: string;
  record?: string;
  actions?: { cancel?: string };
  /** The requests about this draft (invenio-requests search). */
  requests?: string;
  /** Where more storage is asked for (`POST`, InvenioRDM v14). */
  quota_increase?: string;
  /** Where a published record's files are unlocked in its draft (`POST`, InvenioRDM v14). */
  file_modification?: string;
  /** Where the owner deletes the published record or asks for it (`POST`, InvenioRDM v14). */
  request_deletion?: string;
  /** `reserve_doi` and any other `reserve_<pidType>` link. */
  [key: `reserve_${string}`]: string | undefined;
}

export interface DraftFiles {
  enabled: boolean;
  default_preview?: string | null;
  order?: string[];
  count?: number;
  total_bytes?: number;
  /** Keyed by file name in a draft's JSON. */
  entries?: Record<string, ServerFileEntry>;
}

/** A draft (or published record) in the server's shape. */
export interface DraftRecord {
  id?: string;
  status?: string;
  is_draft?: boolean;
  is_published?: boolean;
  created?: string;
  updated?: string;
  revision_id?: number;
  access: RecordAccess;
  files: DraftFiles;
  media_files?: DraftFiles;
  metadata: Metadata;
  custom_fields: CustomFields;
  pids: Record<string, Pid>;
  versions?: { index: number; is_latest?: boolean };
  parent?: {
    id?: string;
    review?: {
      receiver: { community: string };
      type?: string;
      status?: string;
      id?: string;
    } | null;
    communities?: { default?: string; ids?: string[] };
    access?: { owned_by?: { user: string | number } };
    /** The concept identifiers of every version, e.g. the concept DOI (InvenioRDM v13+). */
    pids?: Record<string, Pid>;
  };
  expanded?: {
    parent?: { review?: { receiver?: Community } };
    review?: { receiver?: Community };
  };
  links: DraftLinks;
  ui?: Record<string, unknown>;
  /**
   * Validation errors of the saved draft. Since v13 community curation checks add entries
   * with a `severity` (`error`, `warning`, `info`) and a `description`.
   */
  errors?: { field: string; messages: string[]; severity?: string; description?: string }[];
}
