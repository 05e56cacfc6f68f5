import { isPlainObject } from './jsonReaders';

/**
 * Removes empty values recursively: null, undefined, '', and arrays or objects that are empty
 * (or become empty once their own empty values are gone). Booleans and numbers, false and 0
 * included, are values and stay. Returns undefined when nothing is left.
 */
export const stripEmpty = (value: unknown): unknown => {
  if (value === null || value === undefined || value === '') return undefined;
  if (Array.isArray(value)) {
    const kept = value.map(stripEmpty).filter((item) => item !== undefined);
    return kept.length > 0 ? kept : undefined;
  }
  if (isPlainObject(value)) {
    const kept = Object.entries(value)
      .map(([key, item]) => [key, stripEmpty(item)] as const)
      .filter(([, item]) => item !== undefined);
    // fromEntries defines own properties, so a '__proto__' key cannot reach the prototype.
    return kept.length > 0 ? Object.fromEntries(kept) : undefined;
  }
  return value;
};
