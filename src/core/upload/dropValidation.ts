import { DEFAULT_MAX_FILES, DEFAULT_MAX_STORAGE_BYTES } from '../rules/constants';
import { isFolderJunk, isHiddenInFolder, takenKeys } from './folderKeys';

/**
 * Anything with a name and a size: a File, an entry already uploaded. The name is the file's
 * key, its relative path for a file of a folder (`data/raw/a.csv`, `keyedByRelativePath`).
 */
export interface SizedItem {
  name: string;
  size: number;
}

export type DropWarningKind =
  'maxFiles' | 'maxStorage' | 'duplicates' | 'folderClashes' | 'hidden' | 'empty';

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
  /** The files concerned (duplicates, folder clashes, hidden files), by relative path. */
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
const FOLDER_CLASHES_MESSAGE =
  'The following files would clash with a file or folder of the same name';
const HIDDEN_MESSAGE = 'Hidden files in the folders were skipped';
const EMPTY_FILES_MESSAGE = 'Empty files were skipped.';
export const MAX_FILES_MESSAGE =
  'Uploading the selected files would result in {{files}} files (max.{{maxFiles}})';
export const MAX_STORAGE_MESSAGE =
  'Uploading the selected files would result in {{total}} but the limit is {{limit}}';

/** The storage warning's values that are byte counts. */
const STORAGE_SIZES = ['total', 'limit'] as const;

const sizeOf = (items: readonly SizedItem[]) => items.reduce((sum, item) => sum + item.size, 0);

/**
 * A drop's checks (docs/behaviour.md#uploads). Order of checks: inside a dropped or chosen
 * folder, operating-system files (`.DS_Store`, `Thumbs.db`, `desktop.ini`) are left out unsaid
 * and hidden files are skipped; then files whose name is taken (by an existing file or one
 * earlier in the same drop), files that would sit where a folder is or in a folder where a file
 * is (`data` and `data/a.csv`) and, when not allowed, empty files are skipped; the count and then
 * the size limits are checked on what remains, and either refuses the whole drop. So a drop of
 * only duplicates never reads as over the limit.
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
  const folderClashes: string[] = [];
  const hidden: string[] = [];
  let skippedEmpty = false;
  const kept: Item[] = [];
  const taken = takenKeys(existing.map(({ name }) => name));
  for (const item of dropped) {
    if (isFolderJunk(item.name)) continue;
    if (isHiddenInFolder(item.name)) hidden.push(item.name);
    else if (taken.has(item.name)) duplicates.push(item.name);
    else if (taken.clashesWithFolder(item.name)) folderClashes.push(item.name);
    else if (!allowEmptyFiles && item.size === 0) skippedEmpty = true;
    else {
      kept.push(item);
      taken.add(item.name);
    }
  }
  if (duplicates.length > 0)
    warnings.push({ kind: 'duplicates', message: DUPLICATES_MESSAGE, names: duplicates });
  if (folderClashes.length > 0)
    warnings.push({ kind: 'folderClashes', message: FOLDER_CLASHES_MESSAGE, names: folderClashes });
  if (hidden.length > 0) warnings.push({ kind: 'hidden', message: HIDDEN_MESSAGE, names: hidden });
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
