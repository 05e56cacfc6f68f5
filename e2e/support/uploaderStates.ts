import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { callApi } from './drafts';

/**
 * The uploader's states a person meets, made in the browser (no fault injection needed, so the
 * screenshot server can show them too): uploads that fail or hang, a lower storage limit, and
 * the locked files of a published record.
 */

const contentOf = (name: string) => `**/draft/files/${encodeURIComponent(name)}/content`;

/** Every content upload of `name` is refused, as a server error would. */
export const failUploadsOf = async (page: Page, name: string): Promise<void> => {
  await page.route(contentOf(name), (route) =>
    route.fulfill({ status: 500, json: { status: 500, message: 'Injected fault.' } }),
  );
};

/** The content upload of `name` is never answered: the file stays uploading. */
export const holdUploadsOf = async (page: Page, name: string): Promise<void> => {
  await page.route(contentOf(name), () => undefined);
};

/**
 * The deposit pages give the uploader `maxStorage()` as their storage limit, as a repository
 * with a smaller quota (or one lowered since the draft's files came) would.
 */
export const withStorageLimit = async (page: Page, maxStorage: () => number): Promise<void> => {
  await page.route(
    (url) => url.pathname.startsWith('/uploads/'),
    async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /"maxStorage":\d+/,
        `"maxStorage":${maxStorage()}`,
      );
      await route.fulfill({ response, body });
    },
  );
};

/**
 * The seeded published record with files, opened for editing (its edit draft, whose files are
 * locked); `done` discards the edit draft.
 */
export const editPublishedRecord = async (page: Page) => {
  // A search finds published records only.
  const search = await callApi(page, 'GET', '/api/records?q=Urban%20tree%20inventory');
  const id = (search.body as { hits: { hits: { id: string }[] } }).hits.hits[0]?.id;
  if (!id) throw new Error('the seeded published record is missing');
  expect((await callApi(page, 'POST', `/api/records/${id}/draft`)).status).toBe(201);
  return {
    path: `/uploads/${id}`,
    done: async () => {
      const cookies = await page.context().cookies();
      const token = cookies.find(({ name }) => name === 'csrftoken')?.value ?? '';
      const answer = await page.request.delete(`/api/records/${id}/draft`, {
        headers: { 'X-CSRFToken': token },
      });
      expect(answer.status()).toBe(204);
    },
  };
};
