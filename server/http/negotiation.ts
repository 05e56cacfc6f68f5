import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/** The InvenioRDM release whose content negotiation the server reproduces (`--api`). */
export type ApiVersion = 'v12' | 'v13';

export const API_VERSIONS: readonly ApiVersion[] = ['v12', 'v13'];

export const PLAIN_JSON = 'application/json';
export const VENDOR_JSON = 'application/vnd.inveniordm.v1+json';

/**
 * Endpoints that only gained a vendor form in invenio-rdm-records 11.7 and
 * invenio-vocabularies 4.4: on v12 they serve plain JSON alone and answer 406 to the vendor
 * type alone. Matched against the route pattern.
 */
const PLAIN_ONLY_ON_V12 = [
  /^\/api\/records\/:id(\/draft)?\/files/,
  /\/actions\/files-import$/,
  /\/access\/(links|grants|users|groups)/,
  /^\/api\/(affiliations|names|subjects)(\/|$)/,
];

/** Routes whose answer is not JSON (contents, zips, images): nothing to negotiate. */
const BINARY_ROUTES = [/\/content$/, /\/files-archive$/, /\/logo$/, /avatar\.svg$/];

/** The types a route serves, preferred first (InvenioRDM serves plain JSON when in doubt). */
export const servedTypes = (route: string, method: string, version: ApiVersion): string[] => {
  if (method === 'GET' && BINARY_ROUTES.some((pattern) => pattern.test(route))) return [];
  if (version === 'v12' && PLAIN_ONLY_ON_V12.some((pattern) => pattern.test(route))) {
    return [PLAIN_JSON];
  }
  return [PLAIN_JSON, VENDOR_JSON];
};

interface AcceptRange {
  type: string;
  quality: number;
}

const parseAccept = (header: string): AcceptRange[] =>
  header
    .split(',')
    .map((part) => {
      const [type = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => param.startsWith('q='));
      const quality = q === undefined ? 1 : Number.parseFloat(q.slice(2));
      return { type: type.toLowerCase(), quality: Number.isNaN(quality) ? 0 : quality };
    })
    .filter((range) => range.type !== '');

/** How closely a range names a type: 3 exactly, 2 by its top level (text/ and a star), 1 any. */
const specificity = (range: string, type: string): number => {
  if (range === type) return 3;
  if (range === '*/*') return 1;
  return range.endsWith('/*') && type.startsWith(range.slice(0, -1)) ? 2 : 0;
};

/** The quality the client gives a type: that of the most specific range naming it. */
const qualityOf = (ranges: AcceptRange[], type: string): number => {
  let best = { specificity: 0, quality: 0 };
  for (const range of ranges) {
    const level = specificity(range.type, type);
    if (level > best.specificity) best = { specificity: level, quality: range.quality };
  }
  return best.quality;
};

/**
 * The served type the Accept header ranks highest (ties go to the server's order), the first
 * served type when there is no header, or undefined when none is acceptable (406).
 */
export const negotiate = (accept: string | undefined, served: string[]): string | undefined => {
  const ranges = parseAccept(accept ?? '');
  if (ranges.length === 0) return served[0];
  let best: { type: string; quality: number } | undefined;
  for (const type of served) {
    const quality = qualityOf(ranges, type);
    if (quality > 0 && (!best || quality > best.quality)) best = { type, quality };
  }
  return best?.type;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON type this API call is answered in (empty outside the JSON API). */
    responseType: string;
  }
}

/** Whether the call is answered in the vendor form (with the `ui` and `_l10n` fields). */
export const wantsVendorJson = (request: FastifyRequest): boolean =>
  request.responseType === VENDOR_JSON;

/**
 * Content negotiation as InvenioRDM's resources do it: a JSON API call whose Accept names no
 * served type gets 406 with the types it could have had; a successful answer carries the
 * chosen type as its Content-Type.
 */
export const registerNegotiation = (app: FastifyInstance, version: ApiVersion): void => {
  app.decorateRequest('responseType', '');
  app.addHook('preHandler', async (request) => {
    const route = request.routeOptions.url;
    if (!route?.startsWith('/api/')) return;
    const served = servedTypes(route, request.method, version);
    if (served.length === 0) return;
    const chosen = negotiate(request.headers.accept, served);
    if (!chosen) {
      throw new HttpError(406, `Invalid 'Accept' header. Expected one of: ${served.join(', ')}`);
    }
    request.responseType = chosen;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const sent = String(reply.getHeader('content-type') ?? '');
    if (wantsVendorJson(request) && reply.statusCode < 400 && sent.startsWith(PLAIN_JSON)) {
      reply.header('content-type', sent.replace(PLAIN_JSON, VENDOR_JSON));
    }
    return payload;
  });
};
