import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { isRenderedPage } from './securityHeaders';

/** Below this a page fits a packet or two either way: compressing it gains nothing. */
const MIN_BYTES = 1024;

/**
 * Brotli's quality 5: a 32 KB page becomes 6.6 KB in about half a millisecond; 11, its
 * default, saves another 0.7 KB for 45 ms of every request.
 */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

const ENCODINGS = ['br', 'gzip'];

/**
 * Compresses the pages the server renders (the HTML answers sent as strings), per request,
 * with Brotli or gzip as `Accept-Encoding` allows. Static files are precompressed by the
 * build, and API answers stay as they are: they can carry secrets (link tokens) beside text
 * a request chooses, which is what compression lets an attacker guess (BREACH). Pages carry
 * no such secret: their CSRF field holds a token new on every answer (`csrfField`).
 * Registered after the security headers, which read the page as a string.
 */
export const registerPageCompression = (app: FastifyInstance): void => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isRenderedPage(reply.getHeader('content-type'), payload)) return payload;
    const page = Buffer.from(payload as string);
    if (page.length < MIN_BYTES || reply.hasHeader('content-encoding')) return payload;
    reply.header('Vary', 'Accept-Encoding');
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', ENCODINGS);
    if (!encoding) return payload;
    reply.header('Content-Encoding', encoding);
    reply.removeHeader('content-length');
    return encoding === 'br' ? brotliCompressSync(page, BROTLI) : gzipSync(page);
  });
};
