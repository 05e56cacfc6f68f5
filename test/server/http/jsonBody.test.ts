/** @jest-environment node */
import { gzipSync } from 'node:zlib';
import { browserFor, payload, type Browser } from '../records/helpers';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let alice: Browser;

beforeAll(async () => {
  server = await startTestServer();
  alice = await browserFor(server, 'alice');
});
afterAll(async () => {
  await server.close();
});

const send = (url: string, data: string | Buffer, headers: Record<string, string> = {}) =>
  alice.raw.request({
    method: 'PUT',
    url,
    data,
    headers: { 'Content-Type': 'application/json', ...headers },
    // As is: axios would otherwise re-encode the body.
    transformRequest: [(body: string | Buffer) => body],
  });

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('JSON bodies within limits', () => {
  it('refuses JSON nested 10,000 deep with 400 and says why, leaving the draft as it was', async () => {
    const draft = await alice.drafts.create(payload());
    const body = JSON.stringify(payload()).replace('"pids":{}', `"pids":{"x":${nested(10_000)}}`);
    const answer = await send(draft.links.self!, body);
    expect(answer.status).toBe(400);
    expect(answer.data).toEqual({
      status: 400,
      message: 'Unable to decode JSON data in request body: it is nested more than 64 levels deep.',
    });
    expect((await alice.drafts.read(draft)).revision_id).toBe(draft.revision_id);
  });

  it('reads brackets inside strings as text, not nesting', async () => {
    const draft = await alice.drafts.create(payload());
    const title = `Brackets ${'[{'.repeat(100)}`;
    const answer = await send(
      draft.links.self!,
      JSON.stringify(payload({ metadata: { ...payload().metadata, title } })),
    );
    expect(answer.status).toBe(200);
    expect(answer.data.metadata.title).toBe(title);
  });

  it('refuses a body over 10 MiB with 413, leaving the draft as it was', async () => {
    const draft = await alice.drafts.create(payload());
    const title = 'x'.repeat(10 * 1024 * 1024);
    const answer = await send(
      draft.links.self!,
      JSON.stringify(payload({ metadata: { ...payload().metadata, title } })),
    );
    expect(answer.status).toBe(413);
    expect(answer.data).toEqual({ status: 413, message: 'The request body is too large.' });
    expect((await alice.drafts.read(draft)).metadata.title).toBe(draft.metadata.title);
  });

  it.each(['gzip', 'deflate', 'br'])(
    'refuses a body labelled Content-Encoding: %s with 415 rather than reading it',
    async (encoding) => {
      const draft = await alice.drafts.create(payload());
      const changed = JSON.stringify(
        payload({ metadata: { ...payload().metadata, title: 'Changed' } }),
      );
      const answer = await send(draft.links.self!, changed, { 'Content-Encoding': encoding });
      expect(answer.status).toBe(415);
      expect(answer.data).toEqual({
        status: 415,
        message: 'The server does not support the media type transmitted in the request.',
      });
      expect((await alice.drafts.read(draft)).metadata.title).toBe(draft.metadata.title);
    },
  );

  it('refuses a really compressed body too', async () => {
    const draft = await alice.drafts.create(payload());
    const answer = await send(draft.links.self!, gzipSync(JSON.stringify(payload())), {
      'Content-Encoding': 'gzip',
    });
    expect(answer.status).toBe(415);
  });

  it('takes a body labelled identity', async () => {
    const draft = await alice.drafts.create(payload());
    const answer = await send(draft.links.self!, JSON.stringify(payload()), {
      'Content-Encoding': 'identity',
    });
    expect(answer.status).toBe(200);
  });
});
