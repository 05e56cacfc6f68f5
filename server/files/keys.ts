import { badRequest } from '../http/errors';

const MAX_KEY_LENGTH = 255;

/**
 * Why a file key is refused, or null when it is fine. Keys are names shown to users, never
 * paths: contents are stored under generated names, but keys still may not look like paths.
 */
export const fileKeyProblem = (key: unknown): string | null => {
  if (typeof key !== 'string' || key.trim() === '') return 'A file key must be a non-empty string.';
  if (key.length > MAX_KEY_LENGTH)
    return `A file key must be at most ${MAX_KEY_LENGTH} characters.`;
  if (key.includes('\0')) return 'A file key must not contain a NUL character.';
  if (key.includes('/') || key.includes('\\')) {
    return 'A file key must not contain path separators ("/" or "\\").';
  }
  if (key === '.' || key === '..' || key.includes('..')) return 'A file key must not contain "..".';
  return null;
};

/** Throws 400 with a clear message for a bad key; answers the key (NFC-normalised). */
export const checkedFileKey = (key: unknown): string => {
  const problem = fileKeyProblem(key);
  if (problem) throw badRequest(problem);
  return (key as string).normalize('NFC');
};
