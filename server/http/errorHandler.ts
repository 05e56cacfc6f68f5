import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
export const registerErrorHandling = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const answer = toHttpError(error);
    if (answer.status >= 500) request.log.error(error);
    reply.code(answer.status);
    if (request.url.startsWith('/api/')) return reply.send(answer.toJSON());
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><title>Error ${answer.status}</title><h1>${escapeHtml(answer.message)}</h1>`,
      );
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) {
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
