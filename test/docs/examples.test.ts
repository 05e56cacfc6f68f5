/** @jest-environment node */
import { describeRepository } from '../../examples/api-client';
import { startTestServer, type TestServer } from '../server/support/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('examples/api-client.ts', () => {
  it('reads the demo repository’s communities and languages without logging in', async () => {
    const overview = await describeRepository(server.url);
    expect(overview.communities.total).toBeGreaterThan(0);
    expect(overview.communities.titles.length).toBeGreaterThan(0);
    expect(overview.languages).toContain('fra');
  });
});
