import { expect, type Page } from '@playwright/test';
import { callApi, draftWithFile } from './drafts';

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
  const id = await draftWithFile(page, title, 'restricted');
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
