import fc from 'fast-check';
import { brokenJson } from '../../support/brokenJson';
import { completeMetadata } from '../records/helpers';

/** What an attacker or a broken client puts in a path segment, already as it goes on the wire. */
const ODD_SEGMENTS = [
  '..',
  '.',
  '%2e%2e',
  '%2F',
  'a%2Fb',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '~',
  "'",
  '%22',
  '%3Cscript%3E',
  'null',
  'undefined',
  '0',
  '-1',
  '1e400',
  '99999999999999999999999',
  'NaN',
  '__proto__',
  'constructor',
  'x'.repeat(8000),
];

/** A path segment: mostly values that exist (others' records too) or none, else odd or random. */
export const fuzzedSegment = (known: string[]) =>
  fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom('', ...known) },
    { weight: 2, arbitrary: fc.constantFrom(...ODD_SEGMENTS) },
    {
      weight: 1,
      arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }).map(encodeURIComponent),
    },
    { weight: 1, arbitrary: fc.nat().map(String) },
  );

const QUERY_KEYS = [
  'q',
  'page',
  'size',
  'sort',
  'type',
  'l',
  'f',
  'expand',
  'suggest',
  'allversions',
  'status',
  'token',
  'email',
  'next',
  'error',
  'preview',
  'lang',
];

const queryValue = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }).map(encodeURIComponent),
  fc.integer().map(String),
  fc.constantFrom('', '0', '-1', '1.5', '1e400', '99999999999999999999', 'true', '%zz', '%'),
  // Five of these and the longest id stay under Node's 16 KB of headers: past that Node, not
  // the server, answers (or cuts the connection).
  fc.constant('x'.repeat(1000)),
);

/** A query string of up to five pairs, keys repeated at times (`?page=1&page=x`). */
export const fuzzedQuery = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(...QUERY_KEYS),
        fc.string({ maxLength: 10 }).map(encodeURIComponent),
      ),
      queryValue,
    ),
    { maxLength: 5 },
  )
  .map((pairs) =>
    pairs.length ? `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}` : '',
  );

/** What a route's valid body looks like, for the fuzz to break one part at a time. */
const VALID_BODIES: unknown[] = [
  {
    access: { record: 'public', files: 'public' },
    files: { enabled: true },
    metadata: completeMetadata(),
    pids: {},
  },
  [{ key: 'data.csv' }],
  { permission: 'view', expires_at: '2099-01-01', description: 'For the review' },
  { grants: [{ subject: { type: 'user', id: '2' }, permission: 'preview', origin: 'api' }] },
  { permission: 'edit' },
  { receiver: { community: 'c' }, type: 'community-submission' },
  { payload: { content: '<p>Please accept</p>', format: 'html' } },
  {
    message: 'May I?',
    email: 'guest@example.org',
    full_name: 'A Guest',
    consent_to_share_personal_data: 'true',
  },
  { access: { record: 'restricted', files: 'restricted', embargo: { active: false } } },
];

/** A valid body with up to three parts broken: a wrong type, null, a huge value, or gone. */
const brokenValidBody = fc
  .oneof(...VALID_BODIES.map((valid) => brokenJson(valid)))
  .map((body) => JSON.stringify(body ?? null));

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** A request body as sent: its text, the content type it claims, and how to name it in a report. */
export interface FuzzedBody {
  data?: string;
  type?: string;
  describe: string;
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/octet-stream',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/xml',
];

const sent = (data: string | undefined, type?: string): FuzzedBody => ({
  data,
  type,
  describe: `${type ?? 'no type'} ${data === undefined ? '(none)' : JSON.stringify(data.slice(0, 120))}${(data?.length ?? 0) > 120 ? `... (${data!.length} chars)` : ''}`,
});

export const fuzzedBody: fc.Arbitrary<FuzzedBody> = fc.oneof(
  fc.constant(sent(undefined)),
  fc.constant(sent('', 'application/json')),
  fc.jsonValue({ maxDepth: 4 }).map((value) => sent(JSON.stringify(value), 'application/json')),
  { weight: 3, arbitrary: brokenValidBody.map((text) => sent(text, 'application/json')) },
  fc.integer({ min: 100, max: 5_000 }).map((depth) => sent(nested(depth), 'application/json')),
  fc
    .tuple(fc.string({ maxLength: 200 }), fc.constantFrom(...CONTENT_TYPES))
    .map(([text, type]) => sent(text, type)),
  brokenValidBody.map((text) => sent(text, undefined)),
);
