/**
 * Query parameters whose values are secrets (secret-link tokens, a guest's access-request
 * token) and never reach a log.
 */
const SECRET_PARAMS = /([?&](?:token|access_token|access_request_token)=)[^&#]*/gi;

export const redactUrl = (url: string): string => url.replace(SECRET_PARAMS, '$1[redacted]');
