import { DEFAULT_MAX_FILES, DEFAULT_MAX_STORAGE_BYTES } from '../rules/constants';
import { findFileByName } from '../serializer/fileEntries';

/** Anything with a name and a size: a File, an entry already uploaded. */
export interface SizedItem {
  name: string;
  size: number;
}

export type DropWarningKind = 'maxFiles' | 'maxStorage' | 'duplicates' | 'empty';

export interface DropWarning {
  kind: DropWarningKind;
  /** The English text, with {{placeholders}} for `values`: the widget translates it. */
  message: string;
  values?: Record<string, number>;
  /**
   * Which of `values` are byte counts: the widget writes them as sizes, since a size under
   * one kB is a word ('bytes') that the host's catalog translates.
   */
  sizes?: readonly string[];
  /** The files concerned (duplicates). */
  names?: string[];
}

export interface DropInput<Item extends SizedItem> {
  existing: readonly SizedItem[];
  dropped: readonly Item[];
  maxFiles?: number;
  maxStorage?: number;
  allowEmptyFiles?: boolean;
}

export interface DropResult<Item extends SizedItem> {
  /** What to upload, in the order dropped. */
  accepted: Item[];
  warnings: DropWarning[];
}

const DUPLICATES_MESSAGE = 'The following files already exist';
const EMPTY_FILES_MESSAGE = 'Empty files were skipped.';
export const MAX_FILES_MESSAGE =
  'Uploading the selected files would result in {{files}} files (max.{{maxFiles}})';
export const MAX_STORAGE_MESSAGE =
  'Uploading the selected files would result in {{total}} but the limit is {{limit}}';

/** The storage warning's values that are byte counts. */
const STORAGE_SIZES = ['total', 'limit'] as const;

const sizeOf = (items: readonly SizedItem[]) => items.reduce((sum, item) => sum + item.size, 0);

/**
 * A drop's checks (docs/behaviour.md#uploads). Order of checks: files whose name already exists
 * (among the existing files or earlier in the same drop) and, when not allowed, empty files are
 * skipped first; the count and then the size limits are checked on what remains, and either refuses
 * the whole drop. So a drop of only duplicates never reads as over the limit.
 */
export const validateDrop = <Item extends SizedItem>({
  existing,
  dropped,
  maxFiles = DEFAULT_MAX_FILES,
  maxStorage = DEFAULT_MAX_STORAGE_BYTES,
  allowEmptyFiles = true,
}: DropInput<Item>): DropResult<Item> => {
  const warnings: DropWarning[] = [];
  const duplicates: string[] = [];
  let skippedEmpty = false;
  const kept: Item[] = [];
  for (const item of dropped) {
    if (findFileByName(existing, item.name) || findFileByName(kept, item.name))
      duplicates.push(item.name);
    else if (!allowEmptyFiles && item.size === 0) skippedEmpty = true;
    else kept.push(item);
  }
  if (duplicates.length > 0)
    warnings.push({ kind: 'duplicates', message: DUPLICATES_MESSAGE, names: duplicates });
  if (skippedEmpty) warnings.push({ kind: 'empty', message: EMPTY_FILES_MESSAGE });
  if (kept.length === 0) return { accepted: kept, warnings };

  const count = existing.length + kept.length;
  if (count > maxFiles) {
    const values = { files: count, maxFiles };
    const warning = { kind: 'maxFiles', message: MAX_FILES_MESSAGE, values } as const;
    return { accepted: [], warnings: [...warnings, warning] };
  }
  const total = sizeOf(existing) + sizeOf(kept);
  if (total > maxStorage) {
    const values = { total, limit: maxStorage };
    const warning = {
      kind: 'maxStorage',
      message: MAX_STORAGE_MESSAGE,
      values,
      sizes: STORAGE_SIZES,
    } as const;
    return { accepted: [], warnings: [...warnings, warning] };
  }
  return { accepted: kept, warnings };
};
