/** @jest-environment node */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DraftRecord } from '../../../src/core/model';
import { abortAbandonedUploads } from '../../../server/files/abandonedUploads';
import { browserFor, payload, type Browser } from '../records/helpers';
import {
  BACKENDS,
  sendPartTo,
  startServerOn,
  type BackendServer,
} from '../support/storageBackends';
import { startTestServer, type TestServer } from '../support/testServer';

const uploadsIn = (server: TestServer) => readdirSync(join(server.dataDir, 'uploads'));

/** Starts a 3-part upload of 30 bytes and sends its first part; answers the file's URL. */
const startAndSendOnePart = async (
  server: TestServer,
  browser: Browser,
  draft: DraftRecord,
): Promise<string> => {
  const answer = await browser.raw.post(draft.links.files as string, [
    { key: 'slow.bin', size: 30, transfer: { type: 'M', parts: 3, part_size: 10 } },
  ]);
  const entry = answer.data.entries[0];
  expect(await sendPartTo(browser, server, entry.links.parts[0].url, Buffer.alloc(10, 1))).toBe(
    200,
  );
  return entry.links.self;
};

describe.each(BACKENDS)('the abandoned-uploads sweep on %s', (backend) => {
  let server: BackendServer;
  let alice: Browser;

  beforeAll(async () => {
    server = await startServerOn(backend);
    alice = await browserFor(server, 'alice');
  });
  afterAll(() => server.close());

  it('leaves an upload that got a part lately; aborts it and its file once idle', async () => {
    const draft = await alice.drafts.create(payload());
    const self = await startAndSendOnePart(server, alice, draft);
    await abortAbandonedUploads(server.ctx, 60_000);
    expect((await alice.raw.get(self)).data.transfer.received_parts).toEqual([1]);
    expect(server.uploadsInProgress()).toHaveLength(1);
    await abortAbandonedUploads(server.ctx, 0);
    expect((await alice.raw.get(self)).status).toBe(404);
    expect(server.uploadsInProgress()).toEqual([]);
  });

  it('aborts at once the uploads of a deleted draft', async () => {
    const draft = await alice.drafts.create(payload());
    await startAndSendOnePart(server, alice, draft);
    expect(server.uploadsInProgress()).toHaveLength(1);
    await alice.drafts.delete(draft);
    await abortAbandonedUploads(server.ctx, 60_000);
    expect(server.uploadsInProgress()).toEqual([]);
  });
});

describe('multipartAbandonAfterMs', () => {
  it('runs the sweep on its own, and stops it when the app closes', async () => {
    const setTimer = jest.spyOn(globalThis, 'setInterval');
    const clearTimer = jest.spyOn(globalThis, 'clearInterval');
    const server = await startTestServer({ multipartAbandonAfterMs: 100 });
    const sweep = setTimer.mock.results.find((_, index) => setTimer.mock.calls[index]?.[1] === 100);
    try {
      const alice = await browserFor(server, 'alice');
      const self = await startAndSendOnePart(server, alice, await alice.drafts.create(payload()));
      const deadline = Date.now() + 5000;
      while ((await alice.raw.get(self)).status !== 404 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect((await alice.raw.get(self)).status).toBe(404);
      expect(uploadsIn(server)).toEqual([]);
    } finally {
      await server.close();
    }
    expect(sweep).toBeDefined();
    expect(clearTimer).toHaveBeenCalledWith(sweep?.value);
    setTimer.mockRestore();
    clearTimer.mockRestore();
  });
});
