import { expect, type Page } from '@playwright/test';
import { callApi, REQUIRED_METADATA } from './drafts';

export interface Settings {
  allow_user_requests?: boolean;
  allow_guest_requests?: boolean;
  accept_conditions_text?: string | null;
  secret_link_expiration?: number;
}

/**
 * A published record of alice's with one restricted file, taking the given requests; the page
 * must be logged in as alice. Answers its id.
 */
export const restrictedRecord = async (page: Page, title: string, settings: Settings) => {
  const created = await callApi(page, 'POST', '/api/records', {
    metadata: { ...REQUIRED_METADATA, title },
    files: { enabled: true },
    access: { record: 'public', files: 'restricted' },
  });
  const id = (created.body as { id: string }).id;
  await callApi(page, 'POST', `/api/records/${id}/draft/files`, [{ key: 'notes.txt' }]);
  const uploaded = await page.evaluate(async (path) => {
    const token = document.cookie.match(/(?:^|; )csrftoken=([^;]*)/)?.[1] ?? '';
    const answer = await fetch(path, {
      method: 'PUT',
      credentials: 'include',
      headers: { 'X-CSRFToken': token, 'Content-Type': 'application/octet-stream' },
      body: 'field notes',
    });
    return answer.status;
  }, `/api/records/${id}/draft/files/notes.txt/content`);
  expect(uploaded).toBe(200);
  await callApi(page, 'POST', `/api/records/${id}/draft/files/notes.txt/commit`);
  expect((await callApi(page, 'POST', `/api/records/${id}/draft/actions/publish`)).status).toBe(
    202,
  );
  const saved = await callApi(page, 'PUT', `/api/records/${id}/access`, {
    allow_user_requests: false,
    allow_guest_requests: false,
    accept_conditions_text: null,
    secret_link_expiration: 0,
    ...settings,
  });
  expect(saved.status).toBe(200);
  return id;
};
