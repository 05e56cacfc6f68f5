import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CSRF_HEADER } from '../auth/csrf';
import { CSRF_COOKIE, SESSION_COOKIE } from '../auth/session';

export interface ApiAnswer<T> {
  status: number;
  data: T;
}

/**
 * Host pages read through the repository's own API, as the caller (same cookies), so they
 * see exactly what the widgets would and share its permission checks. A `POST` (the edit a
 * page of a published record starts) carries the caller's CSRF token, as the widgets' would.
 */
export const callApi = async <T = Record<string, unknown>>(
  app: FastifyInstance,
  request: FastifyRequest,
  path: string,
  method: 'GET' | 'POST' = 'GET',
): Promise<ApiAnswer<T>> => {
  const cookies: Record<string, string | undefined> = { ...request.cookies };
  // A session started during this request (e.g. by a link token) is not in its cookies yet.
  if (request.identity.sessionId) cookies[SESSION_COOKIE] = request.identity.sessionId;
  // The token may be new with this request too.
  if (method === 'POST') cookies[CSRF_COOKIE] = request.csrfToken;
  const cookie = Object.entries(cookies)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  const response = await app.inject({
    method,
    url: path,
    headers: {
      cookie,
      accept: 'application/json',
      host: request.host,
      ...(method === 'POST' ? { [CSRF_HEADER]: request.csrfToken } : {}),
    },
  });
  return { status: response.statusCode, data: response.json() as T };
};
