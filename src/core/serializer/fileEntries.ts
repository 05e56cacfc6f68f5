import type { DraftFiles, EditorFileEntry, ServerFileEntry, ServerFilesList } from '../model';
import { asObject, asObjects, asText, type JsonObject } from './jsonReaders';

/**
 * A committed file has a size (0 for an empty file); one without is still pending, and so is
 * one the server calls pending (a file announced in parts has its size from the start).
 */
export const serverFileToEditorEntry = (entry: ServerFileEntry): EditorFileEntry => {
  const committed = entry.status !== 'pending' && typeof entry.size === 'number' && entry.size >= 0;
  return {
    name: entry.key,
    size: committed ? (entry.size as number) : 0,
    ...(entry.checksum !== undefined && { checksum: entry.checksum }),
    links: { ...entry.links },
    status: committed ? 'finished' : 'pending',
    progressPercentage: committed ? 100 : 0,
  };
};

const isServerFileEntry = (value: JsonObject): value is JsonObject & ServerFileEntry =>
  typeof value.key === 'string' && value.key !== '';

/** Entries in the server's `order` first, in that order; the rest as they came. */
const inOrder = (entries: ServerFileEntry[], order: unknown): ServerFileEntry[] => {
  const keys = Array.isArray(order) ? order.map(asText) : [];
  const rank = (entry: ServerFileEntry) => {
    const index = keys.indexOf(entry.key);
    return index === -1 ? keys.length : index;
  };
  return entries
    .map((entry, position) => ({ entry, position }))
    .sort((a, b) => rank(a.entry) - rank(b.entry) || a.position - b.position)
    .map(({ entry }) => entry);
};

/**
 * Editor entries from a draft's `files` (entries keyed by name), a files-list answer (entries
 * as a list), or a bare list of entries. Items without a file name are skipped.
 */
export const serverFilesToEditorEntries = (
  files: DraftFiles | ServerFilesList | ServerFileEntry[] | unknown,
): EditorFileEntry[] => {
  const container = asObject(files);
  const rawEntries = Array.isArray(files) ? files : container.entries;
  const entries: JsonObject[] = Array.isArray(rawEntries)
    ? asObjects(rawEntries)
    : Object.entries(asObject(rawEntries)).map(([key, entry]) => ({ ...asObject(entry), key }));
  return inOrder(entries.filter(isServerFileEntry), container.order).map((entry) =>
    serverFileToEditorEntry({ ...entry, links: asObject(entry.links) }),
  );
};

/**
 * The entry whose name is `name`, compared after Unicode NFC normalisation (a name typed as
 * "e" + combining accent matches the precomposed "é"); case still matters.
 */
export const findFileByName = <Entry extends { name: string }>(
  entries: readonly Entry[],
  name: string,
): Entry | undefined => {
  const wanted = name.normalize('NFC');
  return entries.find((entry) => entry.name.normalize('NFC') === wanted);
};
