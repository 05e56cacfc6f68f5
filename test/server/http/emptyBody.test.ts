/** @jest-environment node */
import type { DraftRecord } from '../../../src/core/model';
import {
  browserFor,
  communityId,
  payload,
  readyDraft,
  uploadFile,
  type Browser,
} from '../records/helpers';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let alice: Browser;
let carol: Browser;
let openScience: string;

beforeAll(async () => {
  server = await startTestServer();
  alice = await browserFor(server, 'alice');
  carol = await browserFor(server, 'carol');
  openScience = await communityId(server, 'open-science');
});
afterAll(() => server.close());

/** A POST as InvenioRDM's own tests send actions: JSON content type, no body at all. */
const postEmpty = (browser: Browser, url: string) =>
  browser.raw.request({
    method: 'POST',
    url,
    data: '',
    headers: { 'Content-Type': 'application/json' },
    transformRequest: [(body: string) => body],
  });

const draftUrl = (draft: DraftRecord) => `${server.api}/records/${draft.id}/draft`;

/** A draft in review at open-science, submitted with an empty body. */
const submitted = async () => {
  const draft = await readyDraft(alice);
  await alice.drafts.putReview(draft, openScience);
  const answer = await postEmpty(alice, `${draftUrl(draft)}/actions/submit-review`);
  return { draft, answer };
};

describe('actions with Content-Type: application/json and an empty body run as without one', () => {
  it('publish (202), edit (201), new version (201) and files-import (201)', async () => {
    const draft = await readyDraft(alice);
    const published = await postEmpty(alice, `${draftUrl(draft)}/actions/publish`);
    expect(published.status).toBe(202);
    expect(published.data.status).toBe('published');

    const edit = await postEmpty(alice, draftUrl(draft));
    expect(edit.status).toBe(201);
    expect(edit.data.id).toBe(draft.id);

    const version = await postEmpty(alice, `${server.api}/records/${draft.id}/versions`);
    expect(version.status).toBe(201);
    const imported = await postEmpty(
      alice,
      `${server.api}/records/${version.data.id}/draft/actions/files-import`,
    );
    expect(imported.status).toBe(201);
    expect(imported.data.entries.map((entry: { key: string }) => entry.key)).toEqual(['data.csv']);
  });

  it('commit of an uploaded file (200) and reserving a DOI (201)', async () => {
    const draft = await alice.drafts.create(payload());
    const list = await alice.files.initFiles(draft.links.files as string, ['notes.txt']);
    const entry = list.entries[0]!;
    await alice.files.uploadContent(entry.links.content as string, new Blob(['tide']));
    const commit = await postEmpty(alice, entry.links.commit as string);
    expect(commit.status).toBe(200);
    expect(commit.data.status).toBe('completed');

    const doi = await postEmpty(alice, `${draftUrl(draft)}/pids/doi`);
    expect(doi.status).toBe(201);
    expect(doi.data.pids.doi.provider).toBe('datacite');
  });

  it('submit-review (202), then the request actions cancel, decline and accept (200)', async () => {
    const cancelled = await submitted();
    expect(cancelled.answer.status).toBe(202);
    const cancel = await postEmpty(
      alice,
      `${server.api}/requests/${cancelled.answer.data.id}/actions/cancel`,
    );
    expect(cancel.status).toBe(200);
    expect(cancel.data.status).toBe('cancelled');

    const declined = await submitted();
    const decline = await postEmpty(
      carol,
      `${server.api}/requests/${declined.answer.data.id}/actions/decline`,
    );
    expect(decline.status).toBe(200);
    expect(decline.data.status).toBe('declined');

    const accepted = await submitted();
    const accept = await postEmpty(
      carol,
      `${server.api}/requests/${accepted.answer.data.id}/actions/accept`,
    );
    expect(accept.status).toBe(200);
    expect(accept.data.status).toBe('accepted');
  });

  it('a secret link is created with its defaults, as from an empty object', async () => {
    const draft = await readyDraft(alice);
    const fromEmpty = await postEmpty(alice, `${server.api}/records/${draft.id}/access/links`);
    const fromObject = await alice.raw.post(`${server.api}/records/${draft.id}/access/links`, {});
    expect(fromEmpty.status).toBe(fromObject.status);
    expect(fromEmpty.data.message).not.toBe('Unable to decode JSON data in request body.');
  });

  it('still refuses a body that is not JSON', async () => {
    const draft = await alice.drafts.create(payload());
    await uploadFile(alice, draft, 'a.txt', 'a');
    const answer = await alice.raw.request({
      method: 'POST',
      url: `${draftUrl(draft)}/actions/publish`,
      data: '{"',
      headers: { 'Content-Type': 'application/json' },
      transformRequest: [(body: string) => body],
    });
    expect(answer.status).toBe(400);
    expect(answer.data.message).toBe('Unable to decode JSON data in request body.');
  });
});
