import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import { refuseOtherOrigins } from './sameOrigin';
import { CSRF_COOKIE, csrfTokenIsValid } from './session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_HEADER = 'x-csrftoken';
/** The hidden field that carries the token in the pages' own forms. */
export const CSRF_FIELD = 'csrf_token';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by {@link TEST_ONLY_ROUTE} only. */
    csrfExempt?: boolean;
  }
}

/**
 * The options of a route for tests only (fault injection, `RDM_TEST_FAULTS=1`), which the
 * test helpers call without a session or token.
 */
export const TEST_ONLY_ROUTE = { config: { csrfExempt: true } };

const isForm = (request: FastifyRequest) =>
  request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() ===
  'application/x-www-form-urlencoded';

const checkToken = (request: FastifyRequest, token: unknown) => {
  if (!request.cookies[CSRF_COOKIE]) throw new HttpError(400, 'CSRF cookie not set.');
  if (typeof token !== 'string' || !csrfTokenIsValid(request, token)) {
    throw new HttpError(400, 'CSRF token missing or incorrect.');
  }
};

/**
 * Refuses every state-changing request (any method but GET, HEAD and OPTIONS, on any route,
 * API or page, matched or not) from another origin, or without a token valid for the caller's
 * session: in `X-CSRFToken`, or in a form's `csrf_token` field. With InvenioRDM's messages
 * and status. The route is Fastify's, after it decoded the path: how a URL is spelled changes
 * nothing. A header is checked before the body is read; a form's field once it is parsed.
 */
export const registerCsrfCheck = (app: FastifyInstance): void => {
  const formsToCheck = new WeakSet<FastifyRequest>();
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config.csrfExempt) return;
    refuseOtherOrigins(request);
    const header = request.headers[CSRF_HEADER];
    if (header === undefined && isForm(request)) formsToCheck.add(request);
    else checkToken(request, header);
  });
  app.addHook('preValidation', async (request) => {
    if (!formsToCheck.has(request)) return;
    checkToken(request, (request.body as Record<string, unknown> | undefined)?.[CSRF_FIELD]);
  });
};
