import { isPlainObject, type JsonObject } from '../serializer/jsonReaders';
import { sameValues } from './sameValues';

/**
 * `next`, holding the objects and lists of `previous` wherever their values are the same. A
 * server's answer is parsed anew on every save: merged into the form as it is, every field's
 * value would be a new object, and every field would render again for an answer that changed
 * one of them. Readers compare by identity, so shared values keep them still.
 */
export const sharedValues = <Value>(previous: unknown, next: Value): Value => {
  if (sameValues(previous, next)) return previous as Value;
  if (Array.isArray(previous) && Array.isArray(next)) {
    return next.map((item: unknown, index) => sharedValues(previous[index], item)) as Value;
  }
  if (isPlainObject(previous) && isPlainObject(next)) {
    const shared: JsonObject = {};
    for (const [key, value] of Object.entries(next))
      shared[key] = sharedValues(previous[key], value);
    return shared as Value;
  }
  return next;
};
