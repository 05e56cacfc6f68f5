/** @jest-environment node */
import { browserFor, payload, type Browser } from '../../server/records/helpers';
import { startTestServer, type TestServer } from '../../server/support/testServer';
import { DRAFT_ANSWERS, fixture } from './fixtures';

let server: TestServer;
let alice: Browser;

beforeAll(async () => {
  server = await startTestServer();
  alice = await browserFor(server, 'alice');
});
afterAll(() => server.close());

const keysOf = (value: unknown) => Object.keys((value ?? {}) as object).sort();

describe("the reference server's draft answers have every key InvenioRDM's have", () => {
  it.each(DRAFT_ANSWERS.filter((path) => !path.includes('publish')))('%s', async (path) => {
    const documented = fixture<Record<string, unknown>>(path);
    const ours = (await alice.raw.post(`${server.api}/records`, payload())).data;
    expect(keysOf(documented).filter((key) => !(key in ours))).toEqual([]);
    const links = ours.links as Record<string, unknown>;
    expect(keysOf(documented.links).filter((key) => !(key in links))).toEqual([]);
    const parent = ours.parent as { access: Record<string, unknown> };
    const documentedParent = documented.parent as { access: object };
    expect(keysOf(documentedParent.access).filter((key) => !(key in parent.access))).toEqual([]);
  });
});
