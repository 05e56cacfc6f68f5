/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeRepository } from '../../examples/api-client';
import { startTestServer, type TestServer } from '../server/support/testServer';
import { REPO_ROOT } from './markdownPages';

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

/** The deposit form's config as examples/standalone.html prints it. */
const standaloneDepositConfig = () => {
  const page = readFileSync(join(REPO_ROOT, 'examples', 'standalone.html'), 'utf8');
  const json =
    /data-rdm-widget="deposit-form"[\s\S]*?data-rdm-prop="config">([\s\S]*?)<\/script>/.exec(
      page,
    )?.[1];
  return JSON.parse(json ?? '{}') as {
    licenceSearchUrl?: string;
    vocabularies?: {
      resource_type?: { id: string }[];
      creators?: { role?: { value: string }[] };
    };
  };
};

describe('examples/standalone.html', () => {
  it('offers resource types and roles of the repository’s, and a licence search that answers', async () => {
    const config = standaloneDepositConfig();
    const resourceTypes = config.vocabularies?.resource_type ?? [];
    const roles = config.vocabularies?.creators?.role ?? [];
    expect(resourceTypes.length).toBeGreaterThan(0);
    expect(roles.length).toBeGreaterThan(0);
    const entries = [
      ...resourceTypes.map(({ id }) => `resourcetypes/${id}`),
      ...roles.map(({ value }) => `creatorsroles/${value}`),
    ];
    const statuses = await Promise.all(
      entries.map(async (entry) => (await fetch(`${server.url}/api/vocabularies/${entry}`)).status),
    );
    expect(statuses).toEqual(entries.map(() => 200));
    const licences = await fetch(`${server.url}${config.licenceSearchUrl}?q=Attribution`);
    expect(((await licences.json()) as { hits: { total: number } }).hits.total).toBeGreaterThan(0);
  });
});
