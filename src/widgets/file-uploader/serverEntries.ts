import type { DraftFiles, ServerFileEntry } from '../../core/model';

/** A draft's files (keyed by name) as the list the upload manager starts from, in `order`. */
export const serverEntriesOf = (files: DraftFiles): ServerFileEntry[] => {
  const entries = Object.entries(files.entries ?? {}).map(([key, entry]) => ({ ...entry, key }));
  const order = files.order ?? [];
  const rank = (entry: ServerFileEntry) => {
    const index = order.indexOf(entry.key);
    return index === -1 ? order.length : index;
  };
  // Array.prototype.sort is stable: unlisted files keep the order they came in.
  return entries.sort((a, b) => rank(a) - rank(b));
};
