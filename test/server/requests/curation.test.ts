/** @jest-environment node */
import { within } from '@testing-library/dom';
import type { ReviewRequest } from '../../../src/core/model';
import { outboxMessages } from '../../../server/mail/outbox';
import {
  browserFor,
  communityId,
  completeMetadata,
  readyDraft,
  type Browser,
} from '../records/helpers';
import { pageDocument } from '../support/pageDocument';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let alice: Browser;
let bob: Browser;
let carol: Browser;
let openScience: string;

beforeAll(async () => {
  server = await startTestServer();
  alice = await browserFor(server, 'alice');
  bob = await browserFor(server, 'bob');
  carol = await browserFor(server, 'carol');
  openScience = await communityId(server, 'open-science');
});
afterAll(() => server.close());

/** alice's complete draft, submitted for review to open-science. */
const submitted = async (title: string): Promise<ReviewRequest> => {
  const draft = await readyDraft(alice, { metadata: completeMetadata(title) });
  await alice.drafts.putReview(draft, openScience);
  return alice.drafts.submitReview(await alice.drafts.read(draft), 'Please have a look.');
};

type Hit = { id: string; status: string; title: string };
const search = async (browser: Browser, path: string) => {
  const answer = await browser.raw.get(`${server.api}${path}`);
  return {
    status: answer.status,
    ids: ((answer.data.hits?.hits ?? []) as Hit[]).map((hit) => hit.id),
    hits: (answer.data.hits?.hits ?? []) as Hit[],
  };
};

const page = async (browser: Browser, path: string): Promise<Document> =>
  pageDocument((await browser.session.visit(path)).data);

describe('GET /api/user/requests: what waits for a curator', () => {
  it('carol sees the submission to the community she curates; bob, who curates others, not', async () => {
    const request = await submitted('Curated by carol');
    expect((await search(carol, '/user/requests')).ids).toContain(request.id);
    expect((await search(alice, '/user/requests')).ids).toContain(request.id);
    expect((await search(bob, '/user/requests')).ids).not.toContain(request.id);
  });

  it('filters open and closed requests with is_open and by title with q', async () => {
    const open = await submitted('Open harbour survey');
    const accepted = await submitted('Accepted harbour survey');
    await carol.raw.post(`${server.api}/requests/${accepted.id}/actions/accept`, {});
    const opened = await search(carol, '/user/requests?is_open=true');
    expect(opened.ids).toContain(open.id);
    expect(opened.ids).not.toContain(accepted.id);
    expect(opened.hits.every((hit) => hit.status === 'submitted')).toBe(true);
    const closed = await search(carol, '/user/requests?is_open=false');
    expect(closed.ids).toContain(accepted.id);
    expect(closed.ids).not.toContain(open.id);
    expect((await search(carol, '/user/requests?q=accepted%20harbour')).ids).toEqual([accepted.id]);
  });

  it('answers 403 to an anonymous caller', async () => {
    const anonymous = await browserFor(server, null);
    expect((await search(anonymous, '/user/requests')).status).toBe(403);
  });
});

describe('GET /api/communities/{id}/requests', () => {
  it("lists a community's requests to its curator, in InvenioRDM's search shape", async () => {
    const request = await submitted('Listed for the community');
    const answer = await carol.raw.get(`${server.api}/communities/open-science/requests`);
    expect(answer.status).toBe(200);
    expect(answer.data.hits.total).toBe(answer.data.hits.hits.length);
    expect(answer.data.links.self).toContain(`/communities/${openScience}/requests?`);
    expect(answer.data.hits.hits.map((hit: Hit) => hit.id)).toContain(request.id);
  });

  it('answers 403 to a reader of the community, another community’s curator and anonymous', async () => {
    const anonymous = await browserFor(server, null);
    for (const browser of [alice, bob, anonymous]) {
      expect((await search(browser, `/communities/${openScience}/requests`)).status).toBe(403);
    }
  });
});

describe('the e-mail to the curators', () => {
  it('reaches each owner, manager and curator of the community, never the submitter', async () => {
    const dave = server.ctx.db.prepare("SELECT id FROM users WHERE username = 'dave'").get() as {
      id: string;
    };
    server.ctx.db
      .prepare("INSERT INTO community_members (community_id, user_id, role) VALUES (?, ?, 'owner')")
      .run(openScience, dave.id);
    try {
      const request = await submitted('Sediment cores of the Baltic');
      for (const curator of ['carol@demo.test', 'dave@demo.test']) {
        const [mail] = outboxMessages(server.ctx.db, curator);
        expect(mail?.subject).toBe(
          "'Sediment cores of the Baltic' was submitted to Open Science for review",
        );
        expect(mail?.text).toContain('Alice Archer submitted the record');
        expect(mail?.text).toContain(`${server.url}/me/requests/${request.id}`);
      }
      for (const other of ['alice@demo.test', 'bob@demo.test']) {
        const subjects = outboxMessages(server.ctx.db, other).map((mail) => mail.subject);
        expect(subjects).not.toContain(
          "'Sediment cores of the Baltic' was submitted to Open Science for review",
        );
      }
    } finally {
      server.ctx.db
        .prepare('DELETE FROM community_members WHERE community_id = ? AND user_id = ?')
        .run(openScience, dave.id);
    }
  });

  it('is not sent when the submitter may publish at once', async () => {
    // alice curates digital-humanities: her submission is accepted and published directly.
    const humanities = await communityId(server, 'digital-humanities');
    const draft = await readyDraft(alice, { metadata: completeMetadata('Directly included') });
    await alice.drafts.putReview(draft, humanities);
    await alice.drafts.submitReview(await alice.drafts.read(draft));
    const subjects = outboxMessages(server.ctx.db).map((mail) => mail.subject);
    expect(subjects.some((subject) => subject.startsWith("'Directly included'"))).toBe(false);
  });
});

describe('the pages a curator finds submissions on', () => {
  it('/me/requests lists an open submission with its type, who asked and its status', async () => {
    const request = await submitted('Dashboard listed preprint');
    const dashboard = await page(carol, '/me/requests');
    const link = within(dashboard.body).getByRole('link', { name: 'Dashboard listed preprint' });
    expect(link.getAttribute('href')).toBe(`/me/requests/${request.id}`);
    const item = link.closest('.item') as HTMLElement;
    expect(item).toHaveTextContent('Review');
    expect(item).toHaveTextContent('submitted');
    expect(item).toHaveTextContent('Asked by Alice Archer');
    expect(item).toHaveTextContent('Open Science');
    expect(
      within(dashboard.body).getByRole('link', { name: 'Open' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(within(dashboard.body).getByRole('link', { name: 'Requests' })).toBeTruthy();
  });

  it('/me/requests?status=closed lists the closed ones; an empty tab says so', async () => {
    const closed = await page(carol, '/me/requests?status=closed');
    expect(
      within(closed.body).queryByRole('link', { name: 'Dashboard listed preprint' }),
    ).toBeNull();
    const dave = await browserFor(server, 'dave');
    const empty = await page(dave, '/me/requests');
    expect(empty.body).toHaveTextContent('No open requests: nothing waits for you.');
  });

  it('sends an anonymous visitor of /me/requests to the login page', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/me/requests' });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/login?next=%2Fme%2Frequests');
  });

  it("lists the community's open submissions on its page to curators only", async () => {
    const request = await submitted('Community page preprint');
    const forCarol = await page(carol, '/communities/open-science');
    const section = within(forCarol.body).getByRole('region', { name: 'Requests' });
    expect(
      within(section).getByRole('link', { name: 'Community page preprint' }).getAttribute('href'),
    ).toBe(`/me/requests/${request.id}`);
    for (const browser of [alice, bob, await browserFor(server, null)]) {
      const other = await page(browser, '/communities/open-science');
      expect(within(other.body).queryByRole('region', { name: 'Requests' })).toBeNull();
      expect(other.body).not.toHaveTextContent('Community page preprint');
    }
  });

  it("tells a curator on 'My uploads' how many requests need her decision", async () => {
    const open = await search(carol, '/user/requests?is_open=true&size=100');
    const uploads = await page(carol, '/me/uploads');
    const notice = within(uploads.body).getByRole('link', { name: /need.? your decision/ });
    expect(notice.getAttribute('href')).toBe('/me/requests');
    expect(notice).toHaveTextContent(`${open.ids.length} requests need your decision`);
    const aliceUploads = await page(alice, '/me/uploads');
    expect(within(aliceUploads.body).queryByRole('link', { name: /your decision/ })).toBeNull();
  });
});

describe('the request page', () => {
  it('has a comment form and a timeline with who wrote what, as text', async () => {
    const request = await submitted('Commented preprint');
    await carol.raw.post(`${server.api}/requests/${request.id}/comments`, {
      payload: { content: '<p>Could you add a licence &lt;please&gt;?</p>', format: 'html' },
    });
    const shown = await page(carol, `/me/requests/${request.id}`);
    const messages = within(shown.body).getByRole('region', { name: 'Messages' });
    expect(messages).toHaveTextContent('Alice Archer');
    expect(messages).toHaveTextContent('Please have a look.');
    expect(messages).toHaveTextContent('Could you add a licence <please>?');
    expect(within(shown.body).getByLabelText('Comment').tagName).toBe('TEXTAREA');
    expect(within(shown.body).getByRole('button', { name: 'Comment' })).toBeTruthy();
    const script = shown.querySelector('script[src^="/static/demo/request-page.js?v="]');
    expect(script?.getAttribute('nonce')).toBeTruthy();
  });

  it('after an accept shows no decision buttons and the event in its timeline', async () => {
    const request = await submitted('Accepted on its page');
    await carol.raw.post(`${server.api}/requests/${request.id}/actions/accept`, {});
    const shown = await page(carol, `/me/requests/${request.id}`);
    expect(within(shown.body).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(within(shown.body).queryByRole('button', { name: 'Decline' })).toBeNull();
    expect(within(shown.body).getByRole('status')).toHaveTextContent('Status: accepted');
    expect(within(shown.body).getByRole('region', { name: 'Messages' })).toHaveTextContent(
      'This request was accepted.',
    );
  });
});
