import { badRequest } from '../http/errors';

/** invenio-files-rest's `FILES_REST_OBJECT_KEY_MAX_LEN`, counted as Python counts: code points. */
const MAX_KEY_LENGTH = 255;

/**
 * The longest a key gets in a URL: a code point is at most 4 UTF-8 bytes, each `%XX`. The
 * router's parameter limit is set to this, so that every key init accepts can be uploaded,
 * read and deleted.
 */
export const MAX_ENCODED_KEY_LENGTH = MAX_KEY_LENGTH * 4 * 3;

/** C0 and C1 control characters and DEL. */
const isControlCharacter = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x20 || (code >= 0x7f && code < 0xa0);
};

/**
 * Why a file key is refused, or null when it is fine. A key may name a file inside folders
 * (`data/raw/a.csv`), as InvenioRDM's may: its files routes take `<path:key>`
 * (invenio-records-resources, resources/files/config.py) and the only check on a key is its
 * length, at most 255 (invenio-files-rest, `validate_key` and `FILES_REST_OBJECT_KEY_MAX_LEN`).
 * Contents are stored under generated names; still, every segment must be a plain name, so
 * that a key unpacks from the files archive where it says, and no control character may hide
 * in one.
 */
export const fileKeyProblem = (key: unknown): string | null => {
  if (typeof key !== 'string' || key.trim() === '') return 'A file key must be a non-empty string.';
  const characters = [...key];
  if (characters.length > MAX_KEY_LENGTH) {
    return `A file key must be at most ${MAX_KEY_LENGTH} characters.`;
  }
  if (characters.some(isControlCharacter)) {
    return 'A file key must not contain a control character (NUL, tab, line break, ...).';
  }
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
