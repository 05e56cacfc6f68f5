/** @jest-environment node */
import type { DraftRecord, ReviewRequest } from '../../../src/core/model';
import {
  browserFor,
  communityId,
  failure,
  payload,
  readyDraft,
  type Browser,
} from '../records/helpers';
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

/** A complete draft with a review to open-science, submitted. */
const submittedDraft = async (overrides = {}) => {
  const draft = await readyDraft(alice, overrides);
  await alice.drafts.putReview(draft, openScience);
  const withReview = await alice.drafts.read(draft);
  const request = await alice.drafts.submitReview(withReview, 'Please have a look.');
  return { draft: await alice.drafts.read(draft), request };
};

const requestUrl = (request: ReviewRequest) => `${server.api}/requests/${request.id}`;

describe('review of a draft', () => {
  it('puts a review: status draft_with_review, submit-review link, expanded receiver', async () => {
    const draft = await alice.drafts.create(payload());
    expect(draft.links['submit-review']).toBeUndefined();
    const review = await alice.drafts.putReview(draft, openScience);
    expect(review).toMatchObject({
      type: 'community-submission',
      status: 'created',
      receiver: { community: openScience },
      topic: { record: draft.id },
    });
    const read = await alice.drafts.read(draft);
    expect(read.status).toBe('draft_with_review');
    expect(read.links['submit-review']).toBe(
      `${server.api}/records/${draft.id}/draft/actions/submit-review`,
    );
    expect(read.parent?.review).toMatchObject({ id: review.id, status: 'created' });
    expect(read.expanded?.parent?.review?.receiver).toMatchObject({
      id: openScience,
      slug: 'open-science',
    });
    const got = await alice.raw.get(read.links.review as string);
    expect(got.data.id).toBe(review.id);
  });

  it('refuses a bad review type or an unknown community (400), and strangers (403)', async () => {
    const draft = await alice.drafts.create(payload());
    const badType = await alice.raw.put(draft.links.review as string, {
      type: 'nope',
      receiver: { community: openScience },
    });
    expect(badType.status).toBe(400);
    expect(badType.data.errors).toEqual([{ field: 'type', messages: ['Invalid review type.'] }]);
    expect(await failure(alice.drafts.putReview(draft, 'no-such-community'))).toMatchObject({
      status: 400,
    });
    expect(await failure(bob.drafts.putReview(draft, openScience))).toMatchObject({ status: 403 });
  });

  it('deletes a review (204); none left → 404 "Review for draft not found"', async () => {
    const draft = await alice.drafts.create(payload());
    await alice.drafts.putReview(draft, openScience);
    await alice.drafts.deleteReview(draft);
    expect((await alice.drafts.read(draft)).status).toBe('draft');
    expect(await failure(alice.drafts.deleteReview(draft))).toMatchObject({
      status: 404,
      message: 'Review for draft not found',
    });
  });

  it('refuses to submit an incomplete draft (400 with field errors)', async () => {
    const draft = await alice.drafts.create(payload({ metadata: { title: 'Incomplete' } }));
    await alice.drafts.putReview(draft, openScience);
    const error = await failure(alice.drafts.submitReview(await alice.drafts.read(draft)));
    expect(error).toMatchObject({ status: 400, message: 'A validation error occurred.' });
    expect(error.fieldErrors.map((entry) => entry.field)).toContain('metadata.creators');
  });

  it('submits: in_review, next_html to the request page, cancel link on the draft', async () => {
    const { draft, request } = await submittedDraft();
    expect(request).toMatchObject({ status: 'submitted', is_open: true });
    expect(request.links.next_html).toBe(`${server.url}/me/requests/${request.id}`);
    expect(request.links.actions).toEqual({ cancel: `${requestUrl(request)}/actions/cancel` });
    expect(draft.status).toBe('in_review');
    expect(draft.links.actions?.cancel).toBe(`${requestUrl(request)}/actions/cancel`);
    expect(await failure(alice.drafts.deleteReview(draft))).toMatchObject({
      status: 400,
      message: 'An open review cannot be deleted.',
    });
    expect(await failure(alice.drafts.publish(draft))).toMatchObject({
      status: 400,
      message:
        'You cannot publish a draft with an open review request. Please cancel the review request first.',
    });
    expect(await failure(alice.drafts.delete(draft))).toMatchObject({ status: 400 });
    // The curator may review (read) the submitted draft.
    expect((await carol.drafts.read(draft)).status).toBe('in_review');
  });

  it('cancels through links.actions.cancel: back to draft', async () => {
    const { draft } = await submittedDraft();
    const cancelled = await alice.drafts.cancelReview(draft, 'Not ready after all.');
    expect(cancelled.status).toBe('cancelled');
    const read = await alice.drafts.read(draft);
    expect(read.status).toBe('draft');
    expect(read.links.actions).toBeUndefined();
  });
});

describe('curators and requests', () => {
  it('lets the curator accept: the record is published into the community', async () => {
    const { draft, request } = await submittedDraft();
    const seen = await carol.raw.get(requestUrl(request));
    expect(seen.data.links.actions).toEqual({
      accept: `${requestUrl(request)}/actions/accept`,
      decline: `${requestUrl(request)}/actions/decline`,
    });
    expect((await alice.raw.post(`${requestUrl(request)}/actions/accept`, {})).status).toBe(403);
    expect((await bob.raw.get(requestUrl(request))).status).toBe(403);
    const accepted = await carol.raw.post(`${requestUrl(request)}/actions/accept`, {
      payload: { content: '<p>Welcome!</p>', format: 'html' },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.data.status).toBe('accepted');
    const record = (await bob.raw.get(`${server.api}/records/${draft.id}`)).data;
    expect(record.status).toBe('published');
    expect(record.parent.communities).toEqual({ ids: [openScience], default: openScience });
    const again = await carol.raw.post(`${requestUrl(request)}/actions/accept`, {});
    expect(again.status).toBe(400);
  });

  it('lets the curator decline; the uploader can put a review again and resubmit', async () => {
    const { draft, request } = await submittedDraft();
    const declined = await carol.raw.post(`${requestUrl(request)}/actions/decline`, {});
    expect(declined.data.status).toBe('declined');
    const read = await alice.drafts.read(draft);
    expect(read.status).toBe('declined');
    await alice.drafts.putReview(read, openScience);
    const resubmitted = await alice.drafts.submitReview(await alice.drafts.read(draft));
    expect(resubmitted.status).toBe('submitted');
  });

  it('publishes at once when the caller may include directly (review_policy open)', async () => {
    const humanities = await communityId(server, 'digital-humanities');
    const draft = await readyDraft(alice);
    await alice.drafts.putReview(draft, humanities);
    const request = await alice.drafts.submitReview(await alice.drafts.read(draft));
    expect(request.status).toBe('accepted');
    expect(request.links.next_html).toBe(`${server.url}/records/${draft.id}`);
    const record = (await alice.raw.get(`${server.api}/records/${draft.id}`)).data;
    expect(record.parent.communities.default).toBe(humanities);
  });

  it('refuses a public record in a restricted community (at submit and at accept)', async () => {
    const lab = await communityId(server, 'restricted-lab');
    const open = await readyDraft(alice);
    await alice.drafts.putReview(open, lab);
    expect(await failure(alice.drafts.submitReview(await alice.drafts.read(open)))).toMatchObject({
      status: 400,
      message: 'A public record cannot be included in a restricted community.',
    });
    const restricted = await readyDraft(alice, {
      access: { record: 'restricted', files: 'restricted' },
    });
    await alice.drafts.putReview(restricted, lab);
    const request = await alice.drafts.submitReview(await alice.drafts.read(restricted));
    expect(request.status).toBe('submitted');
    const current = await alice.drafts.read(restricted);
    await alice.drafts.save({ ...current, access: { record: 'public', files: 'public' } });
    const accept = await alice.raw.post(`${requestUrl(request)}/actions/accept`, {});
    expect(accept.status).toBe(400);
    expect(accept.data.message).toBe(
      'A public record cannot be included in a restricted community.',
    );
  });

  it('adds comments and lists requests of the caller and of their communities', async () => {
    const { request } = await submittedDraft();
    const comment = await carol.raw.post(`${requestUrl(request)}/comments`, {
      payload: { content: '<p>Could you add a licence?</p>', format: 'html' },
    });
    expect(comment.status).toBe(201);
    expect(comment.data).toMatchObject({ type: 'C', created_by: { user: expect.any(String) } });
    const timeline = await alice.raw.get(`${requestUrl(request)}/timeline`);
    expect(timeline.data.hits.hits.map((event: { type: string }) => event.type)).toEqual([
      'C',
      'C',
    ]);
    const ids = async (browser: Browser) =>
      (
        (await browser.raw.get(`${server.api}/user/requests`, { params: { size: 100 } })).data.hits
          .hits as { id: string }[]
      ).map((hit) => hit.id);
    expect(await ids(carol)).toContain(request.id);
    expect(await ids(alice)).toContain(request.id);
    expect(await ids(bob)).not.toContain(request.id);
  });

  it('seeds an upload in review and a declined one', async () => {
    const records = (await alice.raw.get(`${server.api}/user/records`, { params: { size: 100 } }))
      .data.hits.hits as DraftRecord[];
    const statuses = records.map((record) => record.status);
    expect(statuses).toEqual(expect.arrayContaining(['in_review', 'declined']));
  });
});
