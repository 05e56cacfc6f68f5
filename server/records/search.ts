import { badRequest, validationError } from '../http/errors';

export interface SearchParams {
  q: string;
  page: number;
  size: number;
  sort: string;
  /** Other query keys (facet filters such as `resource_type=dataset`, `allversions`). */
  filters: Record<string, string>;
}

const DEFAULT_SIZE = 25;
const MAX_WINDOW = 10000;
const RESERVED = new Set(['q', 'page', 'size', 'sort', 'expand', 'prettyprint', 'suggest']);

const positive = (value: unknown, fallback: number): number => {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw badRequest('Invalid querystring parameters.');
  return number;
};

/**
 * Search parameters (docs/reference-server.md#how-it-answers): `bestmatch` without a query
 * falls back to the default; an unknown sort is a validation error; page*size is capped.
 */
export const parseSearch = (
  query: unknown,
  { sorts, defaultSort }: { sorts: string[]; defaultSort: string },
): SearchParams => {
  const raw = (query ?? {}) as Record<string, unknown>;
  const q = typeof raw.q === 'string' ? raw.q.trim() : '';
  const page = positive(raw.page, 1);
  const size = positive(raw.size, DEFAULT_SIZE);
  if (page * size > MAX_WINDOW) throw badRequest('Invalid querystring parameters.');
  let sort = typeof raw.sort === 'string' && raw.sort ? raw.sort : q ? 'bestmatch' : defaultSort;
  if (!sorts.includes(sort) && sort !== 'bestmatch') {
    throw validationError([{ field: 'sort', messages: [`Invalid sort option '${sort}'.`] }]);
  }
  if (sort === 'bestmatch' && !q) sort = defaultSort;
  const filters = Object.fromEntries(
    Object.entries(raw)
      .filter(([key, value]) => !RESERVED.has(key) && typeof value === 'string')
      .map(([key, value]) => [key, value as string]),
  );
  return { q, page, size, sort, filters };
};

/** The search answer with `self`/`prev`/`next` links for the page. */
export const searchResponse = <T>(items: T[], params: SearchParams, baseUrl: string) => {
  const pageUrl = (page: number) => {
    const query = new URLSearchParams({
      ...(params.q ? { q: params.q } : {}),
      ...params.filters,
      page: String(page),
      size: String(params.size),
      sort: params.sort,
    });
    return `${baseUrl}?${query.toString()}`;
  };
  const start = (params.page - 1) * params.size;
  const hits = items.slice(start, start + params.size);
  return {
    hits: { hits, total: items.length },
    aggregations: {},
    sortBy: params.sort,
    links: {
      self: pageUrl(params.page),
      ...(params.page > 1 ? { prev: pageUrl(params.page - 1) } : {}),
      ...(start + params.size < items.length ? { next: pageUrl(params.page + 1) } : {}),
    },
  };
};

/** Case-insensitive substring match of every query word in the given texts. */
export const matchesQuery = (q: string, texts: string[]): boolean => {
  if (!q) return true;
  const haystack = texts.join(' ').toLowerCase();
  return q
    .toLowerCase()
    .replace(/["()]/g, ' ')
    .split(/\s+/)
    .filter((word) => word && !['and', 'or'].includes(word))
    .map((word) => word.replace(/^[\w.]+:/, ''))
    .every((word) => !word || haystack.includes(word));
};
