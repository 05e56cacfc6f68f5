import type { AccessSettings, SharedRecord } from '../model';

/**
 * The access-request settings a record holds, with the server's defaults
 * (docs/reference-server.md#how-it-answers).
 */
export const settingsOf = (record: Pick<SharedRecord, 'parent'>): AccessSettings => {
  const settings = record.parent.access.settings ?? {};
  return {
    allow_user_requests: settings.allow_user_requests ?? false,
    allow_guest_requests: settings.allow_guest_requests ?? false,
    accept_conditions_text: settings.accept_conditions_text ?? null,
    secret_link_expiration: String(settings.secret_link_expiration ?? 0),
  };
};
