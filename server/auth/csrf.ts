import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors';
import { CSRF_COOKIE } from './session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_HEADER = 'x-csrftoken';

/**
 * Refuses mutating API calls whose `X-CSRFToken` header does not match the `csrftoken`
 * cookie, with InvenioRDM's messages. Runs before body parsing.
 */
export const registerCsrfCheck = (app: FastifyInstance): void => {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const sent = request.cookies[CSRF_COOKIE];
    if (!sent) throw new HttpError(400, 'CSRF cookie not set.');
    if (request.headers[CSRF_HEADER] !== sent) {
      throw new HttpError(400, 'CSRF token missing or incorrect.');
    }
  });
};
