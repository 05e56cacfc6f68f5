import type { PrefillEndpoints } from '../prefill/types';
import { isPlainObject } from '../serializer/jsonReaders';
import { all, fields, integer, must, type Rule } from './schema';

// Named here, not read from the prefill's defaults: the config check is in every first load.
const ENDPOINTS: readonly (keyof PrefillEndpoints)[] = [
  'doi',
  'datacite',
  'crossref',
  'pubmed',
  'orcid',
];

/** An endpoint: an http(s) URL, a path on the host's own server, or null (that lookup off). */
const endpoint = must(
  'must be an http(s) URL, a path starting with a single /, or null',
  (value) =>
    value === null ||
    (typeof value === 'string' && (/^https?:\/\/\S+$/i.test(value) || /^\/(?!\/)\S*$/.test(value))),
);

const knownEndpoints: Rule = (value, path) =>
  isPlainObject(value)
    ? Object.keys(value)
        .filter((key) => !(ENDPOINTS as readonly string[]).includes(key))
        .map((key) => ({
          field: `${path}.${key}`,
          message: `is no endpoint (${ENDPOINTS.join(', ')})`,
        }))
    : [];

/**
 * `prefill`: false, or where 'Start from …' looks identifiers up and how long it waits
 * (docs/editor-config.md#prefill).
 */
export const prefillConfig: Rule = (value, path) =>
  value === false
    ? []
    : all(
        must('must be false or an object', isPlainObject),
        fields({
          endpoints: all(
            must('must be an object', isPlainObject),
            knownEndpoints,
            fields(Object.fromEntries(ENDPOINTS.map((key) => [key, endpoint]))),
          ),
          timeoutMs: integer(1000),
        }),
      )(value, path);
