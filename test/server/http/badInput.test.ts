/** @jest-environment node */
import { readdirSync } from 'node:fs';
import { connect } from 'node:net';
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

const send = (method: 'POST' | 'PUT', url: string, data: string, contentType: string) =>
  // transformRequest as is: axios would otherwise re-encode a string that is not valid JSON.
  alice.raw.request({
    method,
    url,
    data,
    headers: { 'Content-Type': contentType },
    transformRequest: [(body: string) => body],
  });

describe('bad input is refused with a 4xx and a clear message', () => {
  it('malformed JSON', async () => {
    const answer = await send(
      'POST',
      `${server.api}/records`,
      '{"metadata": {"title": ',
      'application/json',
    );
    expect(answer.status).toBe(400);
    expect(answer.data).toEqual({
      status: 400,
      message: 'Unable to decode JSON data in request body.',
    });
  });

  it('a content type the API does not read', async () => {
    const answer = await send('POST', `${server.api}/records`, '<title/>', 'application/xml');
    expect(answer.status).toBe(415);
    expect(answer.data).toEqual({ status: 415, message: 'Unsupported content type.' });
  });

  it('plain text where JSON is expected', async () => {
    const answer = await send('POST', `${server.api}/records`, 'title=Ocean', 'text/plain');
    expect(answer.status).toBe(400);
    expect(answer.data).toEqual({
      status: 400,
      message: 'The request body must be a JSON object.',
    });
  });

  it('a metadata body over 10 MiB, leaving the draft as it was', async () => {
    const draft = await alice.drafts.create(payload());
    const huge = JSON.stringify(payload({ metadata: { title: 'x'.repeat(11 * 1024 * 1024) } }));
    const answer = await send('PUT', draft.links.self!, huge, 'application/json');
    expect(answer.status).toBe(413);
    expect(answer.data).toEqual({ status: 413, message: 'The request body is too large.' });
    expect((await alice.drafts.read(draft)).metadata.title).toBe(draft.metadata.title);
  });

  it('a JSON array where an object is expected', async () => {
    const answer = await send('POST', `${server.api}/records`, '[1, 2]', 'application/json');
    expect(answer.status).toBe(400);
    expect(answer.data.message).toEqual(expect.any(String));
  });

  it('a request head over 16 KiB answers 431 without a body, HEAD too', async () => {
    // What the socket carries: a body after an answer to HEAD is read as the next answer.
    const { hostname, port } = new URL(server.url);
    const bytes = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), hostname, () =>
        socket.write(
          `HEAD /api/records/${'x'.repeat(17_000)} HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`,
        ),
      );
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString('latin1')));
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
    });
    const [head, body] = bytes.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(body).toBe('');
  });

  it('an unknown API path answers JSON 404', async () => {
    const answer = await alice.raw.get(`${server.api}/no-such-thing`);
    expect(answer.status).toBe(404);
    expect(answer.data).toEqual({
      status: 404,
      message: 'The requested URL was not found on the server.',
    });
  });

  it('writes nothing outside the data dir', () => {
    expect(readdirSync(server.dataDir).sort()).toEqual(
      expect.arrayContaining(['files', 'rdm.sqlite']),
    );
    const unexpected = readdirSync(server.dataDir).filter(
      (name) => !/^(files|uploads|rdm\.sqlite(-wal|-shm)?)$/.test(name),
    );
    expect(unexpected).toEqual([]);
  });
});
