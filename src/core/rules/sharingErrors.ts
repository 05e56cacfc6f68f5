import { toApiError } from '../api/errors';

/** What a failed sharing call shows to the user (docs/behaviour.md#sharing). */

export interface SharingFieldErrors {
  /** The field name as shown: its first letter capitalised. */
  field: string;
  /** Each message once, in the order the server sent them. */
  messages: string[];
}

export interface SharingErrorView {
  message: string;
  fields: SharingFieldErrors[];
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The server may repeat a field across entries; the user sees one line per field. */
const groupFieldErrors = (
  entries: readonly { field: string; messages: readonly string[] }[],
): SharingFieldErrors[] => {
  const byField = new Map<string, Set<string>>();
  for (const { field, messages } of entries) {
    const name = capitalise(field);
    const seen = byField.get(name) ?? new Set<string>();
    for (const message of messages) seen.add(message);
    byField.set(name, seen);
  }
  return [...byField].map(([field, messages]) => ({ field, messages: [...messages] }));
};

/**
 * The message is the server's `message` (toApiError already picks it), else the error's own;
 * field errors are grouped per capitalised field name, each message once.
 */
export const sharingErrorOf = (error: unknown): SharingErrorView => {
  const apiError = toApiError(error);
  return { message: apiError.message, fields: groupFieldErrors(apiError.fieldErrors) };
};

/** A request aborted because its widget went away; never shown as a failure. */
export const isCancelled = (error: unknown): boolean =>
  // toApiError recognises axios cancels, fetch-style AbortErrors and flagged ApiErrors.
  error !== null && error !== undefined && toApiError(error).isAbort;
