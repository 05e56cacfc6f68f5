/** @jest-environment node */
import { browserFor, communityId, failure, readyDraft, type Browser } from './helpers';
import { startTestServer, type TestServer } from '../support/testServer';

const DOI = /^10\.\d+\/.+/;

describe('DOIs and the concept DOI (default: required)', () => {
  let server: TestServer;
  let alice: Browser;
  beforeAll(async () => {
    server = await startTestServer();
    alice = await browserFor(server, 'alice');
  });
  afterAll(() => server.close());

  it('publish registers a DOI and the concept DOI, which a new version shows', async () => {
    const record = await alice.drafts.publish(await readyDraft(alice));
    expect(record.pids.doi?.identifier).toMatch(DOI);
    const concept = record.parent?.pids?.doi?.identifier;
    expect(concept).toMatch(DOI);
    expect(concept).not.toBe(record.pids.doi?.identifier);
    const next = await alice.raw.post(`${server.api}/records/${record.id}/versions`);
    expect(next.status).toBe(201);
    expect(next.data.parent.pids.doi.identifier).toBe(concept);
  });

  it("links.latest_html of a draft and a record leads to the latest version's page", async () => {
    const draft = await readyDraft(alice);
    expect((draft.links as Record<string, unknown>).latest_html).toBe(
      `${server.url}/records/${draft.id}/latest`,
    );
    const first = await alice.drafts.publish(draft);
    const page = await alice.session
      .http({ accept: 'text/html' })
      .get(`/records/${first.id}/latest`, {
        maxRedirects: 0,
        validateStatus: () => true,
      });
    expect(page.status).toBe(302);
    expect(page.headers.location).toBe(`/records/${first.id}`);
  });

  it('a DOI typed by the depositor (external) gets no concept DOI', async () => {
    const pids = { doi: { identifier: '10.9999/own.1', provider: 'external' } };
    const record = await alice.drafts.publish(await readyDraft(alice, { pids }));
    expect(record.pids.doi?.identifier).toBe('10.9999/own.1');
    expect(record.parent?.pids ?? {}).toEqual({});
  });
});

describe('optional DOIs (--doi-optional)', () => {
  let server: TestServer;
  let alice: Browser;
  beforeAll(async () => {
    server = await startTestServer({ doiOptional: true });
    alice = await browserFor(server, 'alice');
  });
  afterAll(() => server.close());

  it('publishes without a DOI unless one was reserved', async () => {
    const record = await alice.drafts.publish(await readyDraft(alice));
    expect(record.pids.doi).toBeUndefined();
    const page = await alice.session.visit('/uploads/new');
    expect(page.data).toContain('"is_doi_required":false');
  });

  it('keeps a reserved DOI and mints the concept DOI with it', async () => {
    const draft = await readyDraft(alice);
    const reserved = await alice.drafts.reservePid(draft, 'doi');
    const record = await alice.drafts.publish(reserved ?? draft);
    expect(record.pids.doi?.identifier).toMatch(DOI);
    expect(record.parent?.pids?.doi?.identifier).toMatch(DOI);
  });
});

describe('a community required to publish (--community-required)', () => {
  let server: TestServer;
  let alice: Browser;
  beforeAll(async () => {
    server = await startTestServer({ communityRequired: true });
    alice = await browserFor(server, 'alice');
  });
  afterAll(() => server.close());

  it("refuses to publish a draft in no community with InvenioRDM's 400 and message", async () => {
    const draft = await readyDraft(alice);
    const refused = await failure(alice.drafts.publish(draft));
    expect(refused).toMatchObject({
      status: 400,
      message: 'Cannot publish without selecting a community.',
    });
    expect((await alice.drafts.read(draft)).is_published).toBe(false);
    const page = await alice.session.visit('/uploads/new');
    expect(page.data).toContain('"community_required_to_publish":true');
  });

  it('lets the draft go to a community, whose curator publishes it on accepting', async () => {
    const draft = await readyDraft(alice);
    await alice.drafts.putReview(draft, await communityId(server, 'open-science'));
    const request = await alice.drafts.submitReview(await alice.drafts.read(draft), '');
    expect(request.status).toBe('submitted');
    const carol = await browserFor(server, 'carol');
    const accepted = await carol.raw.post(
      `${server.api}/requests/${request.id}/actions/accept`,
      {},
    );
    expect(accepted.status).toBe(200);
    const record = await alice.raw.get(`${server.api}/records/${draft.id}`);
    expect(record.data.is_published).toBe(true);
  });
});

describe('the demo publish checklist (--publish-checklist)', () => {
  const depositConfigOf = async (server: TestServer) => {
    const alice = await browserFor(server, 'alice');
    return (await alice.session.visit('/uploads/new')).data as string;
  };

  it("puts the compliance statement in the deposit form's config", async () => {
    const server = await startTestServer({ publishChecklist: true });
    try {
      const page = await depositConfigOf(server);
      expect(page).toContain(
        '"publish_checklist":[{"id":"no-personal-data","text":"I confirm that the record contains no personal data."}]',
      );
    } finally {
      await server.close();
    }
  });

  it('has neither the checklist nor the community requirement in v12 mode', async () => {
    const server = await startTestServer({
      apiVersion: 'v12',
      publishChecklist: true,
      communityRequired: true,
    });
    try {
      const page = await depositConfigOf(server);
      expect(page).not.toContain('publish_checklist');
      expect(page).toContain('"community_required_to_publish":false');
      const alice = await browserFor(server, 'alice');
      const record = await alice.drafts.publish(await readyDraft(alice));
      expect(record.is_published).toBe(true);
    } finally {
      await server.close();
    }
  });
});
