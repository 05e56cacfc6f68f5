import type { Affiliation, Award, Funder, Licence, LocalisedText, VocabularyRef } from '../model';
import { rorOf } from './identifiers';
import type { PrefillServices } from './types';
import type { FoundFunding, FoundLicence } from './work';

/**
 * Finds the repository's vocabulary entries for what sources name, each search once per
 * prefill (a file's works share their places and funders). A search that fails leaves the
 * text as text: the prefill goes on without that match.
 */
export interface VocabularyMatcher {
  affiliation(found: { name?: string; ror?: string }): Promise<Affiliation | undefined>;
  /** The funder entry's id, or its name when the vocabulary has none. */
  funder(found: FoundFunding): Promise<Funder | undefined>;
  award(funderId: string | undefined, found: FoundFunding): Promise<Award | undefined>;
  licence(found: FoundLicence): Promise<Licence | undefined>;
  /** The languages vocabulary's entry of that id, with its title, when it has one. */
  language(id: string): Promise<(VocabularyRef & { title?: LocalisedText }) | undefined>;
}

const same = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();

/** A licence link without what varies between its spellings (scheme, `legalcode`, slash). */
const urlKey = (url: string): string =>
  url
    .toLowerCase()
    .replace(/^https?:\/\/(www\.)?/, '')
    .replace(/\/(legalcode|deed\.[a-z-]+)(\.[a-z-]+)?$/, '')
    .replace(/\/+$/, '');

/** The SPDX id a Creative Commons link stands for (`…/licenses/by-sa/4.0/` → `cc-by-sa-4.0`). */
const ccSpdxOf = (url: string): string | undefined => {
  const key = urlKey(url);
  const licence = /^creativecommons\.org\/licenses\/([a-z-]+)\/(\d\.\d)/.exec(key);
  if (licence) return `cc-${licence[1]}-${licence[2]}`;
  return /^creativecommons\.org\/publicdomain\/zero\/1\.0/.test(key) ? 'cc0-1.0' : undefined;
};

const lastPathPart = (url: string): string | undefined =>
  urlKey(url).split('/').slice(1).pop() || undefined;

export const vocabularyMatcher = (
  services: Pick<PrefillServices, 'vocabularies' | 'licenceSearchUrl' | 'locale'>,
  signal?: AbortSignal,
): VocabularyMatcher => {
  const { vocabularies: api, licenceSearchUrl, locale = 'en' } = services;
  const searches = new Map<string, Promise<unknown>>();
  /** One search per key; a failed one answers undefined (the caller's abort still rejects). */
  const once = <T>(key: string, search: () => Promise<T>): Promise<T | undefined> => {
    if (!searches.has(key)) {
      searches.set(
        key,
        search().catch(() => {
          signal?.throwIfAborted();
          return undefined;
        }),
      );
    }
    return searches.get(key) as Promise<T | undefined>;
  };

  const affiliation = async ({ name, ror }: { name?: string; ror?: string }) => {
    const key = ror ?? name;
    if (!key) return undefined;
    const hits = await once(
      `affiliations:${key}`,
      async () => (await api.affiliations(key, { signal })).hits,
    );
    const hit = hits?.find((entry) =>
      ror
        ? entry.id === ror ||
          (entry.identifiers ?? []).some(
            (id) => id.scheme === 'ror' && rorOf(id.identifier) === ror,
          )
        : same(entry.name, name),
    );
    if (hit) return { id: hit.id, name: hit.name };
    // A ROR id the vocabulary lacks would be refused: its name is kept instead.
    return name ? { name } : undefined;
  };

  const funder = async (found: FoundFunding) => {
    const key = found.funderRor ?? found.funderName ?? found.funderDoi;
    if (!key) return undefined;
    const hits = await once(
      `funders:${key}`,
      async () => (await api.funders(key, { signal })).hits,
    );
    const hit = hits?.find(
      (entry) =>
        (found.funderRor && entry.id === found.funderRor) ||
        (entry.identifiers ?? []).some(
          ({ scheme, identifier }) =>
            (scheme === 'ror' && found.funderRor && rorOf(identifier) === found.funderRor) ||
            (scheme === 'doi' &&
              found.funderDoi &&
              same(identifier.replace(/^.*?(10\.)/, '$1'), found.funderDoi)),
        ) ||
        same(entry.name, found.funderName),
    );
    if (hit) return { id: hit.id, name: hit.name };
    return found.funderName ? { name: found.funderName } : undefined;
  };

  const award = async (funderId: string | undefined, found: FoundFunding) => {
    const { awardNumber: number, awardTitle: title } = found;
    if (!number && !title) return undefined;
    if (funderId && number) {
      const hits = await once(
        `awards:${funderId}:${number}`,
        async () => (await api.awards(number, funderId, { signal })).hits,
      );
      const hit = hits?.find(
        (entry) => entry.number === number && (!entry.funder || entry.funder.id === funderId),
      );
      // The number too: the form shows it beside the title the server adds.
      if (hit) return { id: hit.id, number };
    }
    return { ...(number ? { number } : {}), ...(title ? { title: { [locale]: title } } : {}) };
  };

  const licence = async (found: FoundLicence): Promise<Licence | undefined> => {
    const spdx = found.spdx?.toLowerCase() ?? (found.url ? ccSpdxOf(found.url) : undefined);
    // A link alone is searched by its last part (`…/licenses/MIT`), then compared whole.
    const query = spdx ?? found.title ?? (found.url ? lastPathPart(found.url) : undefined);
    if (licenceSearchUrl && query) {
      const hits = await once(
        `licences:${query}`,
        async () => (await api.licences(licenceSearchUrl, { query, tag: 'all' }, { signal })).hits,
      );
      const hit = hits?.find(
        (entry) =>
          entry.id === spdx ||
          (found.url !== undefined &&
            entry.props?.url !== undefined &&
            urlKey(entry.props.url) === urlKey(found.url)),
      );
      // With its title and description, as InvenioRDM answers a licence: the form shows them.
      if (hit) {
        return {
          id: hit.id,
          title: { [locale]: hit.title_l10n },
          ...(hit.description_l10n ? { description: { [locale]: hit.description_l10n } } : {}),
          ...(hit.props ? { props: hit.props } : {}),
          ...(hit.icon ? { icon: hit.icon } : {}),
        };
      }
    }
    const title = found.title ?? found.spdx ?? found.url;
    if (!title) return undefined;
    const link = found.url && /^https?:\/\/\S+$/.test(found.url) ? found.url : undefined;
    return { title: { [locale]: title }, ...(link ? { link } : {}) };
  };

  const language = async (id: string) => {
    const hits = await once(
      `languages:${id}`,
      async () => (await api.languages(id, { signal })).hits,
    );
    const entry = hits?.find((hit) => hit.id === id);
    if (!entry) return undefined;
    const title = entry.title_l10n ?? entry.title?.[locale] ?? entry.title?.en;
    return { id, ...(title ? { title: { [locale]: title } } : {}) };
  };

  return { affiliation, funder, award, licence, language };
};
