import { badRequest } from '../http/errors';

const MAX_KEY_LENGTH = 255;

/**
 * Why a file key is refused, or null when it is fine. A key may name a file inside folders
 * (`data/raw/a.csv`), as InvenioRDM's may: its files routes take `<path:key>`
 * (invenio-records-resources, resources/files/config.py) and the only check on a key is its
 * length, at most 255 (invenio-files-rest, `validate_key` and `FILES_REST_OBJECT_KEY_MAX_LEN`).
 * Contents are stored under generated names; still, every segment must be a plain name, so
 * that a key unpacks from the files archive where it says.
 */
export const fileKeyProblem = (key: unknown): string | null => {
  if (typeof key !== 'string' || key.trim() === '') return 'A file key must be a non-empty string.';
  if (key.length > MAX_KEY_LENGTH)
    return `A file key must be at most ${MAX_KEY_LENGTH} characters.`;
  if (key.includes('\0')) return 'A file key must not contain a NUL character.';
  if (key.includes('\\')) return 'A file key must not contain a backslash ("\\").';
  const segments = key.split('/');
  if (segments.some((segment) => segment === '')) {
    return 'A file key must not start or end with "/", nor contain "//".';
  }
  if (segments.some((segment) => segment === '.' || segment === '..')) {
    return 'A file key must not have "." or ".." as a folder or file name.';
  }
  return null;
};

/** Throws 400 with a clear message for a bad key; answers the key (NFC-normalised). */
export const checkedFileKey = (key: unknown): string => {
  const problem = fileKeyProblem(key);
  if (problem) throw badRequest(problem);
  return (key as string).normalize('NFC');
};
