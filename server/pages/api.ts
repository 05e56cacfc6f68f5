import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../auth/session';

export interface ApiAnswer<T> {
  status: number;
  data: T;
}

/**
 * Host pages read through the repository's own API, as the caller (same cookies), so they
 * see exactly what the widgets would and share its permission checks.
 */
export const callApi = async <T = Record<string, unknown>>(
  app: FastifyInstance,
  request: FastifyRequest,
  path: string,
): Promise<ApiAnswer<T>> => {
  const cookies: Record<string, string | undefined> = { ...request.cookies };
  // A session started during this request (e.g. by a link token) is not in its cookies yet.
  if (request.identity.sessionId) cookies[SESSION_COOKIE] = request.identity.sessionId;
  const cookie = Object.entries(cookies)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  const response = await app.inject({
    method: 'GET',
    url: path,
    headers: { cookie, accept: 'application/json', host: request.host },
  });
  return { status: response.statusCode, data: response.json() as T };
};
