import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiRequest } from './apiRequest';
import { HttpError } from './errors';

/** Fastify's own errors, answered with InvenioRDM's messages. */
const FRAMEWORK_ERRORS: Record<string, (error: FastifyError) => HttpError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () =>
    new HttpError(400, 'Unable to decode JSON data in request body.'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () =>
    new HttpError(400, 'Unable to decode JSON data in request body.'),
  FST_ERR_CTP_BODY_TOO_LARGE: () => new HttpError(413, 'The request body is too large.'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => new HttpError(415, 'Unsupported content type.'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => new HttpError(400, 'Invalid content length.'),
  FST_ERR_BAD_URL: () =>
    new HttpError(
      400,
      'The browser (or proxy) sent a request that this server could not understand.',
    ),
  FST_ERR_MAX_PARAM_LENGTH: () =>
    new HttpError(
      414,
      'The length of the requested URL exceeds the capacity limit for this server. The request cannot be processed.',
    ),
};

const toHttpError = (error: FastifyError): HttpError => {
  if (error instanceof HttpError) return error;
  const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
  if (known) return known(error);
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return new HttpError(400, 'Unable to decode JSON data in request body.');
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new HttpError(error.statusCode, error.message);
  }
  return new HttpError(500, 'Internal server error.');
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** JSON errors in InvenioRDM's shape for the API, a short page for everything else. */
export const answerError = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  const answer = toHttpError(error);
  if (answer.status >= 500) request.log.error(error);
  reply.code(answer.status);
  if (isApiRequest(request)) return reply.send(answer.toJSON());
  return reply
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><title>Error ${answer.status}</title><h1>${escapeHtml(answer.message)}</h1>`,
    );
};

/**
 * Errors and unknown paths answered as InvenioRDM answers them. The router's own refusals
 * (a malformed escape, a parameter too long), which come before any hook, go to
 * {@link answerError} through Fastify's `frameworkErrors` option.
 */
export const registerErrorHandling = (app: FastifyInstance): void => {
  app.setErrorHandler(answerError);
  app.setNotFoundHandler((request, reply) => {
    if (isApiRequest(request)) {
      return reply
        .code(404)
        .send({ status: 404, message: 'The requested URL was not found on the server.' });
    }
    return reply
      .code(404)
      .type('text/html; charset=utf-8')
      .send('<!doctype html><title>Not found</title><h1>Page not found</h1>');
  });
};
