/** Query parameters whose values are secrets (secret-link tokens) and never reach a log. */
const SECRET_PARAMS = /([?&](?:token|access_token)=)[^&#]*/gi;

export const redactUrl = (url: string): string => url.replace(SECRET_PARAMS, '$1[redacted]');
