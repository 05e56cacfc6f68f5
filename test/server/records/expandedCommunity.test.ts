/** @jest-environment node */
import { browserFor, communityId, payload, type Browser } from './helpers';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let alice: Browser;

beforeAll(async () => {
  server = await startTestServer();
  alice = await browserFor(server, 'alice');
});
afterAll(() => server.close());

/** The community a reloaded draft names, as the deposit form reads it back. */
const receiverOnReload = async (slug: string) => {
  const draft = await alice.drafts.create(payload());
  await alice.drafts.putReview(draft, await communityId(server, slug));
  const read = await alice.drafts.read(draft);
  return read.expanded?.parent?.review?.receiver;
};

describe("a draft's expanded community", () => {
  it('says the caller may publish into it directly, so a reload still offers Publish', async () => {
    // Alice curates digital-humanities, whose review policy lets curators include directly.
    expect(await receiverOnReload('digital-humanities')).toMatchObject({
      ui: { permissions: { can_include_directly: true } },
    });
  });

  it('says so too where a review is needed', async () => {
    expect(await receiverOnReload('open-science')).toMatchObject({
      ui: { permissions: { can_include_directly: false } },
    });
  });
});
