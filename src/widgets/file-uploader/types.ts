import type { ReactNode } from 'react';
import type { FileModificationApi, FileModificationRecord } from '../../core/api/fileModification';
import type { QuotaDraft, QuotaRequestsApi } from '../../core/api/quotaRequests';
import type { EditorConfig } from '../../core/model';
import type { UploadManager } from '../../core/upload/types';

/** The parts of the editor config the uploader reads. */
export type FileUploaderConfig = Pick<
  EditorConfig,
  'quota' | 'decimalSizeDisplay' | 'allowEmptyFiles' | 'filesLocked' | 'fileModification'
>;

/** The parts of the draft (or published record) the uploader reads. */
export interface FileUploaderRecord {
  files: { enabled: boolean; default_preview?: string | null };
  /** Files of a published record are locked: a new version is needed to change them. */
  is_published?: boolean;
  /** An index above 1 on an unpublished draft marks a new-version draft. */
  versions?: { index: number };
  /** Where more storage is asked for, the draft's requests, and where files are unlocked. */
  links?: QuotaDraft['links'] & FileModificationRecord['links'];
}

export interface FileUploaderPermissions {
  can_new_version?: boolean;
}

export interface FileUploaderProps {
  manager: UploadManager;
  record: FileUploaderRecord;
  config?: FileUploaderConfig;
  permissions?: FileUploaderPermissions;
  /** The metadata-only toggle changed: `enabled` is false for a metadata-only record. */
  onFilesEnabledChange?: (enabled: boolean) => void;
  onDefaultPreviewChange?: (name: string) => void;
  /** Copies the previous version's files into this new-version draft; rejects on failure. */
  onImportFiles?: () => Promise<void>;
  /** The New version control offered on locked files. */
  newVersionButton?: ReactNode;
  /** Asks for more storage where the config offers it (`quota.quotaIncrease`). */
  quotaRequests?: QuotaRequestsApi;
  /** Unlocks a published record's files where the config allows it (`fileModification`). */
  fileModificationApi?: FileModificationApi;
  /**
   * Runs before the files are unlocked (the deposit form saves the draft): resolves false
   * when the record has validation errors, rejects when it was not saved.
   */
  onBeforeUnlock?: () => Promise<boolean>;
}
