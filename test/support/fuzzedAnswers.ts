import fc from 'fast-check';
import type { StubReply } from '../core/api/stubAdapter';

const STATUSES = [400, 401, 403, 404, 405, 409, 410, 412, 413, 415, 422, 429, 500, 502, 503, 504];

/** What InvenioRDM's `errors` list holds, and what a broken proxy or server puts there instead. */
const errorEntry = fc.oneof(
  fc.record({
    field: fc.string({ maxLength: 30 }),
    messages: fc.array(fc.string({ maxLength: 40 }), { maxLength: 3 }),
  }),
  fc.record(
    {
      field: fc.oneof(fc.string({ maxLength: 20 }), fc.jsonValue({ maxDepth: 2 })),
      messages: fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.array(fc.jsonValue({ maxDepth: 2 }))),
      description: fc.jsonValue({ maxDepth: 1 }),
      severity: fc.string({ maxLength: 8 }),
    },
    { requiredKeys: [] },
  ),
  fc.jsonValue({ maxDepth: 2 }),
);

/** InvenioRDM's error shape (`status`, `message`, `errors`), with any part odd or missing. */
const invenioError = fc.record(
  {
    status: fc.oneof(fc.constantFrom(...STATUSES), fc.jsonValue({ maxDepth: 1 })),
    message: fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.constantFrom('', ' ', '\n'),
      fc.jsonValue({ maxDepth: 2 }),
    ),
    errors: fc.oneof(fc.array(errorEntry, { maxLength: 4 }), fc.jsonValue({ maxDepth: 2 })),
  },
  { requiredKeys: [] },
);

const HTML_PAGES = [
  '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>',
  '<html><head><title>Maintenance</title></head><body>Back soon</body></html>',
];

/** An error answer as it comes off the wire: a status, a body (as text) and its content type. */
export const fuzzedErrorAnswer: fc.Arbitrary<StubReply> = fc
  .tuple(
    fc.oneof(fc.constantFrom(...STATUSES), fc.integer({ min: 400, max: 599 })),
    fc.oneof(
      { weight: 4, arbitrary: invenioError.map((body) => JSON.stringify(body)) },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((body) => JSON.stringify(body)) },
      { weight: 1, arbitrary: fc.constantFrom('', ...HTML_PAGES, '{"message": ', 'null') },
      { weight: 1, arbitrary: fc.string({ maxLength: 80 }) },
    ),
    fc.constantFrom('application/json', 'text/html', 'text/plain', undefined),
  )
  .map(([status, data, type]): StubReply => ({
    status,
    data,
    headers: type ? { 'Content-Type': type } : {},
  }));
