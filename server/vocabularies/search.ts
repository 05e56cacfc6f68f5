import { badRequest } from '../http/errors';

/**
 * Search parameters and answers shared by the list endpoints of this half of the server
 * (vocabularies, communities, users, groups): docs/reference-server.md#how-it-answers.
 */
export interface SearchParams {
  /** The words of `q` or `suggest` (lower-case, field prefixes and quotes removed). */
  terms: string[];
  q: string;
  suggest: string;
  page: number;
  size: number;
  sort: string;
}

export interface SearchOptions {
  sorts: readonly string[];
  /** Used when no sort is given, and instead of bestmatch when there is nothing to match. */
  defaultSort: string;
  defaultSize?: number;
  maxSize?: number;
}

const MAX_RESULT_WINDOW = 10000;

const queryValue = (query: Record<string, unknown>, name: string): string => {
  const value = query[name];
  if (Array.isArray(value)) return String(value[0] ?? '');
  return typeof value === 'string' ? value : '';
};

const positiveInt = (text: string, field: string, fallback: number): number => {
  if (text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) {
    throw badRequest('Invalid querystring parameters.', [
      { field, messages: ['Must be greater than or equal to 1.'] },
    ]);
  }
  return value;
};

/** `title:"foo bar" AND baz` -> ['foo', 'bar', 'baz']: a forgiving reading of query syntax. */
export const termsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[\s"'()*~^]+/)
    // Field prefixes of each word, anchored: a pattern tried at every position of a long word
    // would take quadratic time.
    .map((word) => word.replace(/^(?:[a-z_.]+:)+/, ''))
    .filter((term) => term !== '' && !['and', 'or', 'not'].includes(term));

export const readQueryValue = queryValue;

export const parseSearchParams = (rawQuery: unknown, options: SearchOptions): SearchParams => {
  const query = (rawQuery ?? {}) as Record<string, unknown>;
  const q = queryValue(query, 'q').trim();
  const suggest = queryValue(query, 'suggest').trim();
  const page = positiveInt(queryValue(query, 'page'), 'page', 1);
  const requestedSize = positiveInt(queryValue(query, 'size'), 'size', options.defaultSize ?? 25);
  const size = Math.min(requestedSize, options.maxSize ?? MAX_RESULT_WINDOW);
  if (page * size > MAX_RESULT_WINDOW) {
    throw badRequest('Invalid querystring parameters.', [
      { field: 'size', messages: [`Maximum number of results is ${MAX_RESULT_WINDOW}.`] },
    ]);
  }
  const terms = termsOf(`${q} ${suggest}`);
  let sort = queryValue(query, 'sort') || (terms.length > 0 ? 'bestmatch' : options.defaultSort);
  if (!options.sorts.includes(sort)) {
    throw badRequest('A validation error occurred.', [
      { field: 'sort', messages: [`Invalid sort option '${sort}'.`] },
    ]);
  }
  // bestmatch without anything to match is silently the default
  // (docs/reference-server.md#how-it-answers).
  if (sort === 'bestmatch' && terms.length === 0) sort = options.defaultSort;
  return { terms, q, suggest, page, size, sort };
};

/**
 * How well one term matches a text: exact > prefix > word prefix > substring; 0 = not at all.
 * Case-insensitive, as search-as-you-type is.
 */
const termScore = (term: string, text: string): number => {
  const lower = text.toLowerCase();
  if (lower === term) return 100;
  if (lower.startsWith(term)) return 50;
  if (lower.split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith(term))) return 20;
  return lower.includes(term) ? 10 : 0;
};

/**
 * The match score of an item whose searchable texts are `fields` (most important first);
 * every term must match some field, else 0. No terms: everything matches equally.
 */
export const matchScore = (terms: string[], fields: (string | undefined | null)[]): number => {
  let total = 0;
  for (const term of terms) {
    let best = 0;
    fields.forEach((field, index) => {
      if (!field) return;
      // Earlier fields weigh more: a title match beats a description match.
      best = Math.max(best, termScore(term, field) / (1 + index * 0.25));
    });
    if (best === 0) return 0;
    total += best;
  }
  return terms.length === 0 ? 1 : total;
};

export interface Scored<T> {
  item: T;
  score: number;
}

/** Keeps the matching items, ordered by score (bestmatch) or by the given comparator. */
export const rank = <T>(
  items: T[],
  params: SearchParams,
  fieldsOf: (item: T) => (string | undefined | null)[],
  compare: (a: T, b: T) => number,
): T[] => {
  const scored: Scored<T>[] = items
    .map((item) => ({ item, score: matchScore(params.terms, fieldsOf(item)) }))
    .filter((entry) => entry.score > 0);
  scored.sort((a, b) =>
    params.sort === 'bestmatch'
      ? b.score - a.score || compare(a.item, b.item)
      : compare(a.item, b.item),
  );
  return scored.map((entry) => entry.item);
};

/** A link to one page of the same search. */
const pageLink = (
  base: string,
  params: SearchParams,
  page: number,
  extra: Record<string, string>,
) => {
  const query = new URLSearchParams();
  if (params.q) query.set('q', params.q);
  if (params.suggest) query.set('suggest', params.suggest);
  for (const [key, value] of Object.entries(extra)) if (value) query.set(key, value);
  query.set('page', String(page));
  query.set('size', String(params.size));
  query.set('sort', params.sort);
  return `${base}?${query.toString()}`;
};

/** The search answer: one page of hits, total, sortBy and self/prev/next links. */
export const searchAnswer = <T, H>(
  matches: T[],
  params: SearchParams,
  base: string,
  toHit: (item: T) => H,
  extra: Record<string, string> = {},
) => {
  const start = (params.page - 1) * params.size;
  const hits = matches.slice(start, start + params.size).map(toHit);
  const links: Record<string, string> = { self: pageLink(base, params, params.page, extra) };
  if (params.page > 1) links.prev = pageLink(base, params, params.page - 1, extra);
  if (start + params.size < matches.length)
    links.next = pageLink(base, params, params.page + 1, extra);
  return { hits: { hits, total: matches.length }, sortBy: params.sort, links };
};
