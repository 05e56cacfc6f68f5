/** Files an operating system leaves in folders on its own; never part of a dataset. */
const OS_JUNK = new Set(['.DS_Store', 'Thumbs.db', 'desktop.ini']);

const segmentsOf = (key: string) => key.split('/');

/** `.DS_Store`, `Thumbs.db` or `desktop.ini` inside a dropped or chosen folder. */
export const isFolderJunk = (key: string): boolean => {
  const segments = segmentsOf(key);
  return segments.length > 1 && OS_JUNK.has(segments[segments.length - 1] as string);
};

/**
 * A hidden file or a file in a hidden folder (a name starting with '.') inside a dropped or
 * chosen folder, such as `data/.git/HEAD`. The dropped folder itself, or a file dropped on its
 * own, was chosen by name, so it counts.
 */
export const isHiddenInFolder = (key: string): boolean =>
  segmentsOf(key)
    .slice(1)
    .some((segment) => segment.startsWith('.'));

/** `data`, `data/raw` for `data/raw/a.csv`. */
const foldersOf = (key: string): string[] => {
  const segments = segmentsOf(key);
  return segments.slice(0, -1).map((_, index) => segments.slice(0, index + 1).join('/'));
};

/**
 * The keys a drop must fit in with: the draft's, then each file kept. Keys are compared after
 * Unicode NFC normalisation, case sensitive, as `findFileByName` does.
 */
export const takenKeys = (keys: Iterable<string>) => {
  const files = new Set<string>();
  const folders = new Set<string>();
  const add = (key: string) => {
    const nfc = key.normalize('NFC');
    files.add(nfc);
    foldersOf(nfc).forEach((folder) => folders.add(folder));
  };
  for (const key of keys) add(key);
  return {
    add,
    has: (key: string) => files.has(key.normalize('NFC')),
    /**
     * Whether a file by this key would sit where a folder is, or in a folder where a file is
     * (`data` and `data/a.csv`): both cannot be unpacked from the record's archive.
     */
    clashesWithFolder: (key: string) => {
      const nfc = key.normalize('NFC');
      return folders.has(nfc) || foldersOf(nfc).some((folder) => files.has(folder));
    },
  };
};
