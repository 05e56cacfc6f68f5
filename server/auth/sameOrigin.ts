import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';

const refuse = (reason: string): never => {
  throw new HttpError(400, reason);
};

/** This server as the browser addressed it (a trusted proxy's `X-Forwarded-*` included). */
const ownOrigin = (request: FastifyRequest) =>
  `${request.protocol}://${request.host}`.toLowerCase();

/** Over HTTPS a request without `Origin` must name a page of ours in `Referer`, as on InvenioRDM. */
const checkReferer = (request: FastifyRequest) => {
  const referer = request.headers.referer;
  if (!referer) return refuse('Referer checking failed - no Referer.');
  const parsed = URL.parse(referer);
  if (!parsed?.host) return refuse('Referer checking failed - Referer is malformed.');
  if (parsed.protocol !== 'https:') {
    return refuse('Referer checking failed - Referer is insecure while host is secure.');
  }
  if (parsed.origin !== ownOrigin(request)) {
    refuse(`Referer checking failed - ${referer} does not match any trusted origins.`);
  }
};

/**
 * The second line behind the CSRF token: a state-changing request a browser sent from a page
 * of another origin (another host, port or scheme) is refused. Browsers name the page's origin
 * in `Origin` (`null` when they hide it); without it, `Sec-Fetch-Site` says whether the page
 * was of another site, and over HTTPS `Referer` must be one of ours.
 */
export const refuseOtherOrigins = (request: FastifyRequest): void => {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (origin.toLowerCase() !== ownOrigin(request)) {
      refuse(`Origin checking failed - ${origin} does not match any trusted origins.`);
    }
    return;
  }
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') {
    refuse('Origin checking failed - the request came from another site.');
  }
  if (request.protocol === 'https') checkReferer(request);
};
