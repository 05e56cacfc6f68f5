import { isPlainObject } from '../../../src/core/serializer/jsonReaders';

/**
 * Throws unless every value in `expected` is found at the same place in `actual` (lists by
 * position, objects by key); `actual` may hold more.
 */
export const expectContained = (actual: unknown, expected: unknown, path = '(root)'): void => {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual))
      throw new Error(`${path}: expected a list, got ${JSON.stringify(actual)}`);
    expected.forEach((item, index) => expectContained(actual[index], item, `${path}.${index}`));
    return;
  }
  if (isPlainObject(expected)) {
    if (!isPlainObject(actual))
      throw new Error(`${path}: expected an object, got ${JSON.stringify(actual)}`);
    for (const [key, item] of Object.entries(expected)) {
      expectContained(actual[key], item, `${path}.${key}`);
    }
    return;
  }
  if (!Object.is(actual, expected)) {
    throw new Error(`${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
};
