/** @jest-environment node */
import fc from 'fast-check';
import { Agent } from 'node:http';
import { performance } from 'node:perf_hooks';
import { browserFor, payload, readyDraft, type Browser } from '../records/helpers';
import { serverRoutes, type ServerRoute } from '../support/serverRoutes';
import { startTestServer, type TestServer } from '../support/testServer';
import { fuzzedBody, fuzzedQuery, fuzzedSegment, type FuzzedBody } from './fuzzedInput';

/** A failing run is replayed with FUZZ_SEED=<the seed it printed>. */
const SEED = Number(process.env.FUZZ_SEED ?? 40);
/** The fuzz stops here, however many requests it sent: the suite's budget, not a target. */
const RUN_MS = 20_000;
/**
 * Every answer comes within this, however odd the request: far above the slowest seen (under
 * 400 ms with the 2-core machine busy), far below what work growing out of bounds would take.
 */
const ANSWER_BOUND_MS = 1_000;

/**
 * Test-only routes, not fuzzed: `/__faults` makes later answers fail on purpose and
 * `/__journal` forgets what other tests read. Logging out would end the session the fuzz
 * goes on with, so only the anonymous user sends that.
 */
const isFuzzable = ({ path }: ServerRoute) => !path.startsWith('/__');
const CLEARS_SESSION = new Set(['/logout']);

/** A visitor, two depositors, and a curator who may act on review requests. */
const USERS = ['anonymous', 'alice', 'bob', 'carol'] as const;
type User = (typeof USERS)[number];

let server: TestServer;
let browsers: Record<User, Browser>;
/** Values that exist, by the parameter they fill: others' records too, and ones in review. */
let known: Record<string, string[]>;

const knownValues = (): Record<string, string[]> => {
  const column = (sql: string) =>
    (server.ctx.db.prepare(sql).all() as Record<string, unknown>[]).map((row) =>
      encodeURIComponent(String(Object.values(row)[0])),
    );
  const users = column('SELECT id FROM users');
  return {
    id: [
      ...column('SELECT id FROM records'),
      ...column('SELECT id FROM drafts'),
      ...column('SELECT id FROM requests'),
      ...column('SELECT id FROM communities'),
      ...column('SELECT id FROM vocabularies LIMIT 10'),
      ...column('SELECT id FROM user_groups'),
      ...users,
    ],
    slug: column('SELECT slug FROM communities'),
    key: column('SELECT DISTINCT key FROM files LIMIT 20'),
    type: column('SELECT DISTINCT type FROM vocabularies'),
    linkId: column('SELECT id FROM access_links'),
    grantId: ['0', '1', '2'],
    subjectId: [...users, ...column('SELECT id FROM user_groups')],
    action: ['accept', 'decline', 'cancel', 'submit', 'expire'],
    part: ['1', '2', '10000'],
  };
};

beforeAll(async () => {
  server = await startTestServer();
  browsers = {
    anonymous: await browserFor(server, null),
    alice: await browserFor(server, 'alice'),
    bob: await browserFor(server, 'bob'),
    carol: await browserFor(server, 'carol'),
  };
  await readyDraft(browsers.alice);
  await browsers.bob.drafts.create(payload());
  known = knownValues();
});
afterAll(async () => {
  await server.close();
});

/** A route's parameters (`:id`, `:part(^\d+$)`, the wildcard `*`), by name. */
const PARAMETER = /:(\w+)(?:\([^)]*\))?|\*/g;

const parametersOf = (path: string) =>
  [...path.matchAll(PARAMETER)].map((match) => match[1] ?? '*');

/** The route's pattern with its parameters filled in turn. */
const fill = (path: string, segments: string[]) => {
  let next = 0;
  return path.replace(PARAMETER, () => segments[next++]!);
};

interface FuzzedRequest {
  method: string;
  path: string;
  user: User;
  segments: string[];
  query: string;
  body: FuzzedBody;
  accept: string;
}

const ACCEPTS = ['application/vnd.inveniordm.v1+json', '*/*', 'application/xml', 'nonsense'];

/** Mostly what the widgets (JSON) or a browser (HTML) sends, so most get past negotiation. */
const acceptFor = (path: string) =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc.constant(path.startsWith('/api/') ? 'application/json' : 'text/html'),
    },
    { weight: 1, arbitrary: fc.constantFrom(...ACCEPTS) },
  );

/** One call of a route: a method it answers, its parameters filled, what the caller accepts. */
const routeCall = (route: ServerRoute) =>
  fc.record({
    method: fc.constantFrom(...route.methods),
    path: fc.constant(route.path),
    segments: fc.tuple(
      ...parametersOf(route.path).map((name) =>
        fuzzedSegment(known[name] ?? Object.values(known).flat()),
      ),
    ),
    accept: acceptFor(route.path),
  });

const requests = (routes: ServerRoute[]) =>
  fc
    .record({
      call: fc.oneof(...routes.map(routeCall)),
      user: fc.constantFrom(...USERS),
      query: fuzzedQuery,
      body: fuzzedBody,
    })
    .map(({ call, user, ...rest }): FuzzedRequest => ({
      ...call,
      ...rest,
      user: CLEARS_SESSION.has(call.path) ? 'anonymous' : user,
    }));

/** Long runs of one character (a huge id, a huge value) shortened, so a report stays readable. */
const shortened = (text: string) =>
  text.replace(/(.)\1{19,}/g, (run, char: string) => `${char}{${run.length} times}`);

/** The answer's status and time, or what broke the connection instead. */
const send = async ({ method, path, user, segments, query, body, accept }: FuzzedRequest) => {
  const url = `${server.url}${fill(path, segments)}${query}`;
  const started = performance.now();
  const answer = await browsers[user].raw
    .request({
      method,
      url,
      data: body.data,
      headers: { Accept: accept, ...(body.type ? { 'Content-Type': body.type } : {}) },
      // As is: axios would otherwise encode (or refuse) what the fuzz means to send.
      transformRequest: [(data: unknown) => data],
      responseType: 'text',
      maxRedirects: 0,
      // A connection each: an answer sent before the body was read closes it, and a reused one
      // would fail the next request for that, not for anything the server did.
      httpAgent: new Agent({ keepAlive: false }),
    })
    .catch((error: Error) => ({ status: error.message }));
  return { url, status: answer.status, ms: performance.now() - started };
};

describe('HTTP fuzz of every route', () => {
  it(`answers every generated request under ${ANSWER_BOUND_MS} ms without a 500 (seed ${SEED})`, async () => {
    const routes = serverRoutes(server.app).filter(isFuzzable);
    // Fastify's route tree is read as text: a format it no longer has would fuzz nothing.
    expect(routes).toContainEqual({
      path: '/api/records/:id/draft/files/:key/content',
      methods: expect.arrayContaining(['PUT']),
    });
    const failures = new Map<string, string>();
    let count = 0;
    let slowest = 0;
    await fc.assert(
      fc.asyncProperty(requests(routes), async (request) => {
        const { url, status, ms } = await send(request);
        count += 1;
        slowest = Math.max(slowest, ms);
        const what = `${request.method} ${request.path} as ${request.user}`;
        const asSent = shortened(
          `${request.method} ${url.slice(server.url.length)}` +
            (request.body.data === undefined ? '' : ` with ${request.body.describe}`),
        );
        if (typeof status !== 'number' || status >= 500) failures.set(`${what}: ${status}`, asSent);
        if (ms > ANSWER_BOUND_MS) failures.set(`${what}: ${Math.round(ms)} ms`, asSent);
      }),
      { seed: SEED, numRuns: 1_000_000, interruptAfterTimeLimit: RUN_MS },
    );
    console.log(
      `route fuzz: ${count} requests to ${routes.length} routes in ${RUN_MS / 1000} s, ` +
        `slowest answer ${Math.round(slowest)} ms, seed ${SEED}`,
    );
    expect(Object.fromEntries(failures)).toEqual({});

    const home = await browsers.anonymous.raw.get(`${server.api}/records`);
    expect(home.status).toBe(200);
  }, 60_000);
});
