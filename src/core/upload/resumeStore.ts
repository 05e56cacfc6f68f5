/** What tells a file chosen again from another one of the same name. */
export interface FileIdentity {
  name: string;
  size: number;
  lastModified: number;
  /** SHA-256 (hex) of the file's first and last MiB (fileFingerprint.ts). */
  fingerprint: string;
}

/** A file being sent in parts, remembered so that a later visit sends only the missing parts. */
export interface ResumeRecord {
  /** The file's own link (`links.self`): it names the draft and the file's key. */
  fileLink: string;
  key: string;
  file: FileIdentity;
  /** How the file was cut when it was announced. */
  transfer: { parts: number; partSize: number };
  /** Parts the server has acknowledged (1-based). */
  acknowledgedParts: number[];
  /** When it last changed (ms since the epoch), stamped by the store: old records are dropped. */
  updatedAt: number;
}

/** A record as it is given to the store, which stamps it. */
export type NewResumeRecord = Omit<ResumeRecord, 'updatedAt'>;

/**
 * Where the upload manager remembers files sent in parts across reloads. Every call may
 * reject: the manager logs it and the upload goes on.
 */
export interface ResumeStore {
  get(fileLink: string): Promise<ResumeRecord | undefined>;
  put(record: NewResumeRecord): Promise<void>;
  /** Adds a part to the file's record, if there is one. */
  acknowledge(fileLink: string, part: number): Promise<void>;
  delete(fileLink: string): Promise<void>;
}

/** Records untouched for a week are dropped: the server aborts such uploads anyway. */
export const DEFAULT_RESUME_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
