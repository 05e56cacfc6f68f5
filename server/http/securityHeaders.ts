import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { isApiRequest } from './apiRequest';
import { redactUrl } from './redact';

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's CSP nonce: every `<script>` a rendered page prints carries it. */
    cspNonce: string;
  }
}

/** No page may be framed (clickjacking): the CSP for browsers, X-Frame-Options for old ones. */
const NO_FRAMING = "frame-ancestors 'none'";

/**
 * JSON and file contents never need to load anything: an uploaded HTML or SVG file opened
 * inline runs no script and loads nothing.
 */
const API_POLICY = `default-src 'none'; ${NO_FRAMING}`;

/**
 * The server-rendered pages: scripts only with this request's nonce (and what they load
 * themselves: the rich-text editor's script), styles and fonts from the server's own files;
 * the browser's API calls go to this server or, with the S3 back end, straight to the bucket,
 * and the deposit form's lookups of works to the services that answer them.
 */
const pagePolicy = (
  nonce: string,
  bucketOrigin: string | undefined,
  lookupOrigins: readonly string[],
): string => {
  const bucket = bucketOrigin ? ` ${bucketOrigin}` : '';
  const lookups = lookupOrigins.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self'",
    // Fomantic's stylesheet embeds its smallest fonts (checkbox and dropdown icons) as data URLs.
    "font-src 'self' data:",
    `img-src 'self' data:${bucket}`,
    `connect-src 'self'${bucket}${lookups}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    NO_FRAMING,
  ].join('; ');
};

/**
 * A page opened with a secret in its address (`?token=`, `?access_request_token=`) names no
 * page at all to other sites; same-origin requests keep their Referer (and a POST its Origin).
 */
const referrerPolicyFor = (request: FastifyRequest) =>
  redactUrl(request.url) === request.url ? 'strict-origin-when-cross-origin' : 'same-origin';

/**
 * The headers of an answer the router gives before any hook runs (a malformed escape, a
 * parameter too long): a short error, which loads nothing and names no page to others.
 */
export const ROUTER_REFUSAL_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'same-origin',
  'Content-Security-Policy': API_POLICY,
};

/** A page the server rendered: an HTML answer sent as a string (not a static file). */
export const isRenderedPage = (contentType: unknown, payload: unknown) =>
  typeof payload === 'string' && String(contentType).startsWith('text/html');

/**
 * Security headers on every answer: no MIME sniffing, no framing, a referrer policy, and a
 * Content-Security-Policy (a nonce-based one on the pages the server renders, which are the
 * HTML answers sent as strings; static files keep theirs to `frame-ancestors`). Set when the
 * answer is sent, so errors and 404s carry them too. Registered first, so the nonce exists
 * even when a later hook refuses the request.
 */
export const registerSecurityHeaders = (
  app: FastifyInstance,
  {
    bucketOrigin,
    lookupOrigins = [],
  }: { bucketOrigin?: string; lookupOrigins?: readonly string[] } = {},
): void => {
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request) => {
    request.cspNonce = randomBytes(16).toString('base64');
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const api = isApiRequest(request);
    const page = !api && isRenderedPage(reply.getHeader('content-type'), payload);
    reply.headers({
      ...ROUTER_REFUSAL_HEADERS,
      'Referrer-Policy': referrerPolicyFor(request),
      'Content-Security-Policy': api
        ? API_POLICY
        : page
          ? pagePolicy(request.cspNonce, bucketOrigin, lookupOrigins)
          : NO_FRAMING,
    });
    return payload;
  });
};
