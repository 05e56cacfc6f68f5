import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/**
 * JSON bodies above this are refused (413); file contents stream and have no such limit.
 * A record with 10,000 creators, each with an ORCID and two affiliations, and a 100,000-character
 * description is 3.4 MB of JSON: this leaves room for three of it.
 */
export const JSON_BODY_LIMIT = 10 * 1024 * 1024;

/** Far deeper than any record, request or setting (a record's deepest value is 6 levels down). */
const MAX_DEPTH = 64;

const TOO_DEEP = `Unable to decode JSON data in request body: it is nested more than ${MAX_DEPTH} levels deep.`;
const NOT_DECODED = 'The server does not support the media type transmitted in the request.';

/**
 * How deep the arrays and objects of JSON text go, stopping once past `limit`: one pass over
 * the text, skipping strings (and what is escaped in them). Malformed text is the parser's.
 */
const depthExceeds = (text: string, limit: number): boolean => {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === ']' || char === '}') depth -= 1;
  }
  return false;
};

/**
 * Request bodies as InvenioRDM's API takes them, and no more: JSON within the size and depth
 * limits (else 413, or 400 rather than a stack overflow's 500), and only bodies sent as they
 * are. werkzeug never decodes a `Content-Encoding`: a body labelled gzip is refused with 415
 * instead of being read as if it were not compressed.
 */
export const registerJsonBody = (app: FastifyInstance): void => {
  app.addHook('onRequest', async (request) => {
    const encoding = request.headers['content-encoding']?.trim().toLowerCase();
    if (encoding && encoding !== 'identity') throw new HttpError(415, NOT_DECODED);
  });
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT },
    (request, body, done) => {
      const text = String(body);
      if (depthExceeds(text, MAX_DEPTH)) return done(new HttpError(400, TOO_DEEP));
      return parseJson(request, text, done);
    },
  );
};
