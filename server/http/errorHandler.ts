import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiRequest } from './apiRequest';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { HttpError } from './errors';
import { ROUTER_REFUSAL_HEADERS } from './securityHeaders';

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
  // A static file's path that leaves its directory: as unknown as any other, so that nothing
  // tells what lies outside.
  FST_STATIC_FORBIDDEN_PATH: () => new HttpError(404, 'Page not found'),
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
 * The router's own refusals (a malformed escape, a parameter too long), Fastify's
 * `frameworkErrors`: they come before any hook, the security headers' too, and before the
 * route that would leave out the body of an answer to HEAD (a client would read that body
 * as the start of its next answer).
 */
export const answerRouterRefusal = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  reply.headers(ROUTER_REFUSAL_HEADERS);
  if (request.method === 'HEAD') return reply.code(toHttpError(error).status).send();
  return answerError(error, request, reply);
};

/**
 * A request Node's HTTP parser refuses (a head over 16 KiB, broken framing), Fastify's
 * `clientErrorHandler`: its status alone, without the JSON body Fastify would send, for the
 * method may have been HEAD, whose client reads a body as the start of its next answer.
 */
export const answerClientError = (error: Error & { code?: string }, socket: Socket) => {
  if (!socket.writable) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
  );
};

/** Errors and unknown paths answered as InvenioRDM answers them. */
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
