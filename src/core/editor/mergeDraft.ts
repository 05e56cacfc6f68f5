import type { EditorRecord } from '../model';
import { isPlainObject, type JsonObject } from '../serializer/jsonReaders';
import { sameValues } from './sameValues';
import { valueAt, withValueAt } from './valuePaths';

/**
 * The one three-way merge of the deposit editor (docs/editor-data-flow.md). Every server answer
 * reaches the form through it: `base` is what the form held when the request was sent,
 * `local` what it holds now, `remote` what the server answered. A value the user changed since
 * `base` keeps the user's value; everything else takes the server's (normalised values, PIDs,
 * files, status, links, revision). Objects merge key by key; a list (creators, dates ...) is
 * one value, so rows are never matched by position across versions and cannot shift.
 */

/** The parts of the form values the user edits; the rest of a record is the server's alone. */
export const EDITABLE_PATHS = [
  'metadata',
  'custom_fields',
  'access',
  'pids',
  'files.enabled',
  'files.default_preview',
] as const;

/** A value both sides changed, each its own way. */
export interface FieldConflict {
  /** Dotted path of the value, e.g. `metadata.title`. */
  path: string;
  local: unknown;
  remote: unknown;
}

export interface DraftMergeInput {
  base: EditorRecord;
  local: EditorRecord;
  remote: EditorRecord;
  /**
   * Paths whose local value stays whatever the answer says: the fields the server refused (it
   * drops invalid values, and what the user is still fixing must not vanish).
   */
  keepLocal?: readonly string[];
}

export interface DraftMerge {
  merged: EditorRecord;
  /** Values changed on both sides; `merged` holds the local one until the user chooses. */
  conflicts: FieldConflict[];
}

const isUnder = (path: string, other: string) =>
  path === other || path.startsWith(`${other}.`) || other.startsWith(`${path}.`);

interface Walk {
  keepLocal: readonly string[];
  changed: string[];
  conflicts: FieldConflict[];
}

const mergeValue = (
  path: string,
  base: unknown,
  local: unknown,
  remote: unknown,
  walk: Walk,
): unknown => {
  if (
    isPlainObject(local) &&
    isPlainObject(remote) &&
    (base === undefined || isPlainObject(base))
  ) {
    const keys = new Set([...Object.keys(local), ...Object.keys(remote)]);
    const merged: JsonObject = {};
    for (const key of keys) {
      const value = mergeValue(`${path}.${key}`, base?.[key], local[key], remote[key], walk);
      if (value !== undefined) merged[key] = value;
    }
    return merged;
  }
  if (walk.keepLocal.some((kept) => isUnder(path, kept))) return local;
  if (sameValues(local, base)) return remote;
  walk.changed.push(path);
  if (!sameValues(remote, base) && !sameValues(remote, local)) {
    walk.conflicts.push({ path, local, remote });
  }
  return local;
};

export const mergeDraft = ({
  base,
  local,
  remote,
  keepLocal = [],
}: DraftMergeInput): DraftMerge => {
  const walk: Walk = { keepLocal, changed: [], conflicts: [] };
  const merged = EDITABLE_PATHS.reduce(
    (record, path) =>
      withValueAt(
        record,
        path,
        mergeValue(path, valueAt(base, path), valueAt(local, path), valueAt(remote, path), walk),
      ),
    remote,
  );
  return { merged, conflicts: walk.conflicts };
};

/**
 * The paths of the values the user changed in `local` since `base` (at the merge's grain: a
 * key of an object, a whole list). Empty when nothing editable differs.
 */
export const localChanges = (base: EditorRecord, local: EditorRecord): string[] => {
  const walk: Walk = { keepLocal: [], changed: [], conflicts: [] };
  for (const path of EDITABLE_PATHS) {
    mergeValue(path, valueAt(base, path), valueAt(local, path), valueAt(base, path), walk);
  }
  return walk.changed;
};

/** `remote` with the values of `local` at `paths`: local changes kept earlier, put back. */
export const withLocalChanges = (
  remote: EditorRecord,
  local: EditorRecord,
  paths: readonly string[],
): EditorRecord =>
  paths.reduce((record, path) => withValueAt(record, path, valueAt(local, path)), remote);

/**
 * Only the values of `local` at `paths`: what `withLocalChanges` will read back. A copy kept
 * after each pause in typing stays as small as the change, whatever the record's size.
 */
export const localChangesOnly = (local: EditorRecord, paths: readonly string[]): EditorRecord =>
  withLocalChanges({} as EditorRecord, local, paths);

/** The user's answer to each conflict: keep their own value or take the other one. */
export type ConflictChoice = 'local' | 'remote';

/** The form values once the user has chosen, conflict by conflict (unanswered ones stay local). */
export const resolveConflicts = (
  local: EditorRecord,
  conflicts: readonly FieldConflict[],
  choices: Readonly<Record<string, ConflictChoice>>,
): EditorRecord =>
  conflicts.reduce(
    (record, { path, remote }) =>
      choices[path] === 'remote' ? withValueAt(record, path, remote) : record,
    local,
  );
