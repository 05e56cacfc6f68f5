import { isPlainObject } from '../serializer/jsonReaders';

/**
 * Deep equality of form values as JSON would store them: an absent key and a key holding
 * undefined are the same, so a copy read back equals the values it was written from.
 */
export const sameValues = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameValues(item, b[index]));
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    if (!sameValues(a[key], b[key])) return false;
  }
  return true;
};
