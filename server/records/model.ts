import type { Pid } from '../../src/core/model';

/**
 * The part of a draft or record stored in `drafts.json` / `records.json`: what the client
 * may set, plus the version index. Status, links, files entries and the parent are added
 * when the document is rendered.
 */
export interface StoredDoc {
  access: {
    record: 'public' | 'restricted';
    files: 'public' | 'restricted';
    embargo: { active: boolean; until?: string | null; reason?: string | null };
  };
  files: { enabled: boolean; default_preview?: string | null; order?: string[] };
  metadata: Record<string, unknown>;
  custom_fields: Record<string, unknown>;
  pids: Record<string, Pid>;
  versions: { index: number };
  /** Records only: bumped on every publish of an edit. */
  revision_id?: number;
}

export interface DraftRow {
  id: string;
  parentId: string;
  doc: StoredDoc;
  revisionId: number;
  created: string;
  updated: string;
}

export interface RecordRow {
  id: string;
  parentId: string;
  versionIndex: number;
  doc: StoredDoc;
  created: string;
  updated: string;
  /** A deleted record's tombstone; absent while it is published. */
  tombstone?: Tombstone;
}

/** What a deleted record leaves, as InvenioRDM's `tombstone` field dumps it. */
export interface Tombstone {
  removal_reason: { id: string };
  note: string;
  /** The user id, or `system`. */
  removed_by: { user: string };
  removal_date: string;
  citation_text: string;
  is_visible: boolean;
  /** The policy that allowed an owner's immediate deletion. */
  deletion_policy?: { id: string };
}

export const defaultDoc = (index = 1): StoredDoc => ({
  access: { record: 'public', files: 'public', embargo: { active: false } },
  files: { enabled: true },
  metadata: {},
  custom_fields: {},
  pids: {},
  versions: { index },
});

/** A shallow copy without some keys. */
export const without = <T extends object, K extends keyof T>(
  value: T,
  ...keys: K[]
): Omit<T, K> => {
  const copy = { ...value };
  for (const key of keys) delete copy[key];
  return copy;
};
