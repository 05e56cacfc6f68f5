import type { FastifyInstance, FastifyRequest } from 'fastify';
import { supportedLanguage } from '../../src/core/i18n';
import type { ServerContext } from '../context';
import { acceptedLanguages } from '../http/acceptLanguage';
import { notFound } from '../http/errors';
import { wantsVendorJson } from '../http/negotiation';
import { urlsFor } from '../http/urls';
import { titleIn } from './localizedTitle';
import { parseSearchParams, rank, readQueryValue, searchAnswer } from './search';
import type { SearchOptions } from './search';
import {
  SPECIAL_VOCABULARIES,
  findVocabularyEntry,
  hasVocabularyType,
  localized,
  vocabularyEntries,
} from './store';
import type { VocabularyDoc } from './store';

/** The shipped language a tag asks for, 'en' for English, undefined for any other. */
const shippedLanguage = (tag: string): string | undefined => {
  const code = supportedLanguage(tag);
  return code !== 'en' || /^en(?:[-_]|$)/i.test(tag) ? code : undefined;
};

/**
 * The request's language as InvenioRDM picks it (invenio-i18n): `?ln=` when it is a language of
 * the site, else the best match of Accept-Language among them (`de-AT` is German), else English.
 */
const localeOf = (request: FastifyRequest): string => {
  const ln = readQueryValue(request.query as Record<string, unknown>, 'ln');
  const asked = [ln, ...acceptedLanguages(request.headers['accept-language'])];
  return asked.map(shippedLanguage).find((code) => code !== undefined) ?? 'en';
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const titleOf = (entry: VocabularyDoc): string => localized(entry.title, 'en');

/** What each endpoint searches (most important field first) and sorts by name. */
interface Flavour {
  fields: (entry: VocabularyDoc) => (string | undefined)[];
  name: (entry: VocabularyDoc) => string;
  /** Query keys that filter on an entry value, e.g. `tags=recommended`. */
  filters: Record<string, (entry: VocabularyDoc, value: string) => boolean>;
  search: SearchOptions;
}

/** A generic vocabulary, named by `title` (the request's language) and found by English's too. */
const generic = (title: (entry: VocabularyDoc) => string): Flavour => ({
  fields: (entry) => [title(entry), entry.id, localized(entry.description, 'en'), titleOf(entry)],
  name: title,
  filters: {
    tags: (entry, value) => Array.isArray(entry.tags) && entry.tags.includes(value),
  },
  search: { sorts: ['bestmatch', 'title', 'newest', 'oldest'], defaultSort: 'title' },
});

const byName = { sorts: ['bestmatch', 'name', 'newest', 'oldest'], defaultSort: 'name' };

const SPECIAL: Record<string, Flavour> = {
  affiliations: {
    fields: (entry) => [text(entry.name), text(entry.acronym), entry.id, text(entry.country_name)],
    name: (entry) => text(entry.name),
    filters: {},
    search: byName,
  },
  names: {
    fields: (entry) => [
      text(entry.name),
      text(entry.family_name),
      text(entry.given_name),
      ...((entry.affiliations as { name?: string }[] | undefined) ?? []).map((a) => a.name),
      ...((entry.identifiers as { identifier: string }[] | undefined) ?? []).map(
        (identifier) => identifier.identifier,
      ),
    ],
    name: (entry) => text(entry.name),
    filters: {},
    search: byName,
  },
  funders: {
    fields: (entry) => [text(entry.name), entry.id, text(entry.country_name)],
    name: (entry) => text(entry.name),
    filters: {},
    search: byName,
  },
  awards: {
    fields: (entry) => [
      text(entry.acronym),
      text(entry.number),
      titleOf(entry),
      text((entry.funder as { name?: string } | undefined)?.name),
    ],
    name: titleOf,
    filters: {
      funders: (entry, value) => (entry.funder as { id?: string } | undefined)?.id === value,
    },
    search: byName,
  },
  subjects: {
    fields: (entry) => [text(entry.subject), text(entry.scheme), entry.id],
    name: (entry) => text(entry.subject),
    filters: {
      scheme: (entry, value) => text(entry.scheme).toLowerCase() === value.toLowerCase(),
    },
    search: byName,
  },
};

/**
 * The vendor JSON form of a generic vocabulary entry
 * (https://inveniordm.docs.cern.ch/reference/rest_api_vocabularies/).
 */
const vendorHit = (entry: VocabularyDoc, title: string, locale: string) => ({
  id: entry.id,
  title_l10n: title,
  description_l10n: localized(entry.description, locale) || undefined,
  props: entry.props ?? {},
  icon: entry.icon ?? '',
  tags: entry.tags ?? [],
});

/** The vendor form of an award: its title in the request's language, as `title_l10n`. */
const vendorAward = (entry: VocabularyDoc, locale: string) => {
  const { title, description, ...rest } = entry;
  return {
    ...rest,
    title_l10n: localized(title, locale),
    ...(description ? { description_l10n: localized(description, locale) } : {}),
  };
};

const compareFor = (flavour: Flavour, sort: string, order: Map<string, number>) => {
  if (sort === 'newest' || sort === 'oldest') {
    const sign = sort === 'newest' ? -1 : 1;
    return (a: VocabularyDoc, b: VocabularyDoc) =>
      sign * ((order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  }
  return (a: VocabularyDoc, b: VocabularyDoc) =>
    flavour.name(a).localeCompare(flavour.name(b), 'en', { sensitivity: 'base' });
};

export const vocabulariesRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  const { db } = ctx;

  /** One search over a vocabulary type; `selfOf` makes each hit's `links.self`. */
  const searchType = (
    request: FastifyRequest,
    type: string,
    flavour: Flavour,
    base: string,
    toHit: (entry: VocabularyDoc) => unknown,
  ) => {
    const params = parseSearchParams(request.query, flavour.search);
    const query = request.query as Record<string, unknown>;
    const filters = Object.entries(flavour.filters)
      .map(([key, test]) => [readQueryValue(query, key), test] as const)
      .filter(([value]) => value !== '');
    const entries = vocabularyEntries(db, type).filter((entry) =>
      filters.every(([value, test]) => test(entry, value)),
    );
    const order = new Map(entries.map((entry, index) => [entry.id, index]));
    const matches = rank(entries, params, flavour.fields, compareFor(flavour, params.sort, order));
    const extra = Object.fromEntries(
      Object.keys(flavour.filters).map((key) => [key, readQueryValue(query, key)]),
    );
    return searchAnswer(matches, params, base, toHit, extra);
  };

  app.get<{ Params: { type: string } }>('/api/vocabularies/:type', async (request) => {
    const { type } = request.params;
    if (SPECIAL_VOCABULARIES.includes(type) || !hasVocabularyType(db, type)) {
      throw notFound(`Vocabulary type '${type}' not found.`);
    }
    const base = `${urlsFor(request).api}/vocabularies/${type}`;
    const locale = localeOf(request);
    const title = titleIn(type, locale);
    const vendor = wantsVendorJson(request);
    return searchType(request, type, generic(title), base, (entry) =>
      vendor
        ? vendorHit(entry, title(entry), locale)
        : { ...entry, links: { self: `${base}/${encodeURIComponent(entry.id)}` } },
    );
  });

  app.get<{ Params: { type: string; id: string } }>(
    '/api/vocabularies/:type/:id',
    async (request) => {
      const { type, id } = request.params;
      const entry = SPECIAL_VOCABULARIES.includes(type) ? null : findVocabularyEntry(db, type, id);
      if (!entry) throw notFound();
      if (wantsVendorJson(request)) {
        const locale = localeOf(request);
        return vendorHit(entry, titleIn(type, locale)(entry), locale);
      }
      const self = `${urlsFor(request).api}/vocabularies/${type}/${encodeURIComponent(id)}`;
      return { ...entry, links: { self } };
    },
  );

  for (const [type, flavour] of Object.entries(SPECIAL)) {
    app.get(`/api/${type}`, async (request) => {
      const base = `${urlsFor(request).api}/${type}`;
      const locale = localeOf(request);
      const vendor = wantsVendorJson(request) && type === 'awards';
      return searchType(request, type, flavour, base, (entry) => ({
        ...(vendor ? vendorAward(entry, locale) : entry),
        links: { self: `${base}/${encodeURIComponent(entry.id)}` },
      }));
    });
    app.get<{ Params: { id: string } }>(`/api/${type}/:id`, async (request) => {
      const entry = findVocabularyEntry(db, type, request.params.id);
      if (!entry) throw notFound();
      const self = `${urlsFor(request).api}/${type}/${encodeURIComponent(entry.id)}`;
      return { ...entry, links: { self } };
    });
  }
};
