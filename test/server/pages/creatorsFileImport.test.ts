/** @jest-environment node */
import { browserFor } from '../records/helpers';
import { startTestServer, type TestServer } from '../support/testServer';

/** The deposit page's config: creators from a file are offered after v12 only. */
describe.each([
  ['v13', true],
  ['v12', false],
] as const)('the demo deposit page of a %s server', (apiVersion, offered) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ apiVersion });
  });
  afterAll(() => server.close());

  it(`${offered ? 'offers' : 'does not offer'} adding creators from a file`, async () => {
    const alice = await browserFor(server, 'alice');
    const page = await alice.session.visit('/uploads/new');
    expect(page.data).toContain(`"creatorsFileImport":${offered}`);
  });
});
