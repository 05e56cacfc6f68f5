import { PUBLIC_PREFILL_ENDPOINTS } from '../../src/core/prefill/types';

/**
 * Where doi.org's content negotiation sends a request for a work's metadata: the
 * registration agencies' own services (DataCite's, Crossref's, mEDRA's).
 */
const CONTENT_NEGOTIATION_TARGETS = [
  'https://data.crosscite.org',
  'https://data.crossref.org',
  'https://data.medra.org',
];

/**
 * The origins the deposit form's prefill calls from the browser by default (the widgets'
 * public endpoints), which the pages' Content-Security-Policy lets it reach.
 */
export const publicLookupOrigins = (): string[] => [
  ...new Set([
    ...Object.values(PUBLIC_PREFILL_ENDPOINTS).flatMap((url) => (url ? [new URL(url).origin] : [])),
    ...CONTENT_NEGOTIATION_TARGETS,
  ]),
];
