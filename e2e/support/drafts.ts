import { expect, type Page } from '@playwright/test';
import { logIn } from './login';

/** The answer of an API call made from the page. */
interface PageAnswer {
  status: number;
  body: unknown;
}

/**
 * Calls the REST API from inside the page, with the logged-in user's session cookie and CSRF
 * header, as the widgets do.
 */
export const callApi = async (
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<PageAnswer> =>
  page.evaluate(
    async ({ method, path, body }) => {
      const token = document.cookie.match(/(?:^|; )csrftoken=([^;]*)/)?.[1] ?? '';
      const answer = await fetch(path, {
        method,
        credentials: 'include',
        // A JSON content type with no body is a 400 (as on InvenioRDM): only with a body.
        headers: {
          'X-CSRFToken': token,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await answer.text();
      return { status: answer.status, body: text ? (JSON.parse(text) as unknown) : null };
    },
    { method, path, body },
  );

/**
 * The metadata the deposit form's part 2 fields (resource type, creators, publication date)
 * will edit; until those fields exist the journeys fill them through the API.
 */
export const REQUIRED_METADATA = {
  resource_type: { id: 'dataset' },
  publication_date: '2026-11-01',
  creators: [
    { person_or_org: { type: 'personal', family_name: 'Andersson', given_name: 'Alice' } },
  ],
};

/** A metadata-only draft that is complete enough to publish; answers its id. */
export const createCompleteDraft = async (page: Page, title: string): Promise<string> => {
  const answer = await callApi(page, 'POST', '/api/records', {
    metadata: { ...REQUIRED_METADATA, title },
    files: { enabled: false },
    access: { record: 'public', files: 'public' },
  });
  expect(answer.status).toBe(201);
  return (answer.body as { id: string }).id;
};

/** A record the logged-in user publishes through the API; answers its id. */
export const publishedRecord = async (page: Page, title: string): Promise<string> => {
  const id = await createCompleteDraft(page, title);
  const published = await callApi(page, 'POST', `/api/records/${id}/draft/actions/publish`);
  expect(published.status).toBe(202);
  return id;
};

/** Adds the required metadata to a draft the form saved, keeping what it has. */
export const completeDraft = async (page: Page, id: string): Promise<void> => {
  const read = await callApi(page, 'GET', `/api/records/${id}/draft`);
  expect(read.status).toBe(200);
  const draft = read.body as { metadata: Record<string, unknown> };
  const saved = await callApi(page, 'PUT', `/api/records/${id}/draft`, {
    ...draft,
    metadata: { ...draft.metadata, ...REQUIRED_METADATA },
  });
  expect(saved.status).toBe(200);
};

/** The id of the logged-in user's upload with this exact title. */
export const uploadIdByTitle = async (page: Page, title: string): Promise<string> => {
  const answer = await callApi(page, 'GET', '/api/user/records?size=100');
  const hits = (answer.body as { hits: { hits: { id: string; metadata: { title?: string } }[] } })
    .hits.hits;
  const found = hits.find((hit) => hit.metadata.title === title);
  expect(found, `an upload titled "${title}"`).toBeTruthy();
  return (found as { id: string }).id;
};

/** The id in a draft page's address (`/uploads/{id}`). */
export const draftIdOf = (page: Page): string => {
  const match = /\/uploads\/([a-z0-9]{5}-[a-z0-9]{5})$/.exec(new URL(page.url()).pathname);
  expect(match, `a draft page address, not ${page.url()}`).toBeTruthy();
  return (match as RegExpExecArray)[1] as string;
};

/** A complete draft of the logged-in user's, submitted to Open Science for review. */
export const createSubmittedDraft = async (page: Page, title: string) => {
  const id = await createCompleteDraft(page, title);
  const community = await callApi(page, 'GET', '/api/communities/open-science');
  const receiver = { community: (community.body as { id: string }).id };
  const review = { receiver, type: 'community-submission' };
  expect((await callApi(page, 'PUT', `/api/records/${id}/draft/review`, review)).status).toBe(200);
  const submitted = await callApi(
    page,
    'POST',
    `/api/records/${id}/draft/actions/submit-review`,
    {},
  );
  expect(submitted.status).toBe(202);
  return { id, requestId: (submitted.body as { id: string }).id };
};

/**
 * A draft of alice's submitted to Open Science and declined by its curator carol, as a
 * declined review comes about; answers its id. Leaves the page logged in as alice.
 */
export const createDeclinedDraft = async (page: Page, title: string): Promise<string> => {
  const { id, requestId } = await createSubmittedDraft(page, title);
  await logIn(page, 'carol');
  const declined = await callApi(page, 'POST', `/api/requests/${requestId}/actions/decline`, {});
  expect(declined.status).toBe(200);
  await logIn(page, 'alice');
  return id;
};

/**
 * A draft of the logged-in user's with these files uploaded (a line of field notes each), its
 * files open to `files` (public by default). Answers its id.
 */
export const draftWithFiles = async (
  page: Page,
  title: string,
  names: string[],
  files: 'public' | 'restricted' = 'public',
): Promise<string> => {
  const created = await callApi(page, 'POST', '/api/records', {
    metadata: { ...REQUIRED_METADATA, title },
    files: { enabled: true },
    access: { record: 'public', files },
  });
  const id = (created.body as { id: string }).id;
  await callApi(
    page,
    'POST',
    `/api/records/${id}/draft/files`,
    names.map((key) => ({ key })),
  );
  for (const name of names) {
    const path = `/api/records/${id}/draft/files/${encodeURIComponent(name)}`;
    const uploaded = await page.evaluate(async (content) => {
      const token = document.cookie.match(/(?:^|; )csrftoken=([^;]*)/)?.[1] ?? '';
      const answer = await fetch(content, {
        method: 'PUT',
        credentials: 'include',
        headers: { 'X-CSRFToken': token, 'Content-Type': 'application/octet-stream' },
        body: 'field notes',
      });
      return answer.status;
    }, `${path}/content`);
    expect(uploaded).toBe(200);
    await callApi(page, 'POST', `${path}/commit`);
  }
  return id;
};

/** A draft of the logged-in user's with one uploaded file, `notes.txt`. Answers its id. */
export const draftWithFile = (
  page: Page,
  title: string,
  files: 'public' | 'restricted' = 'public',
): Promise<string> => draftWithFiles(page, title, ['notes.txt'], files);
