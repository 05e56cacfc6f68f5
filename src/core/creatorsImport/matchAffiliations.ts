import type { AffiliationSuggestion, VocabulariesApi } from '../api/vocabularies';
import type { Affiliation } from '../model';
import { rorChecksumOk } from '../rules/identifierChecksums';
import type { ImportedRow } from './types';

export const UNKNOWN_ROR = 'No affiliation has the ROR id {{id}}.';

/** Searches at once: a file of thousands of people names far fewer places. */
const CONCURRENT_SEARCHES = 4;

const ROR_PREFIX = /^(?:ror:|https?:\/\/ror\.org\/)/i;

/** The ROR id a text is, if it is one (bare or as its link). */
const rorIdOf = (text: string): string | undefined => {
  const id = text.replace(ROR_PREFIX, '').toLowerCase();
  return rorChecksumOk(id) ? id : undefined;
};

const same = (a: string | undefined, b: string) => a?.trim().toLowerCase() === b.toLowerCase();

const hasRor = (hit: AffiliationSuggestion, id: string) =>
  hit.id === id ||
  (hit.identifiers ?? []).some(
    ({ scheme, identifier }) => scheme === 'ror' && rorIdOf(identifier) === id,
  );

/** What a text is searched as: its ROR id if it is one, else itself. */
const searchKey = (text: string) => rorIdOf(text) ?? text;

/**
 * The vocabulary's entry for a search key: the one with its ROR id, or with exactly its name.
 * Null when the search answered without one; undefined when it could not answer.
 */
const findEntry = async (
  api: Pick<VocabulariesApi, 'affiliations'>,
  key: string,
  signal?: AbortSignal,
): Promise<Affiliation | null | undefined> => {
  const ror = rorIdOf(key);
  try {
    const { hits } = await api.affiliations(key, { signal });
    const hit = hits.find((entry) => (ror ? hasRor(entry, ror) : same(entry.name, key)));
    return hit ? { id: hit.id, name: hit.name } : null;
  } catch {
    return undefined;
  }
};

/** Runs `task` on each item, a few at a time. */
const eachFew = async <T>(items: readonly T[], task: (item: T) => Promise<void>) => {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENT_SEARCHES, items.length) }, worker));
};

/**
 * The rows' affiliations matched to the affiliations vocabulary, each distinct text searched
 * once: a ROR id or an exact name found becomes that entry; a name not found stays a name,
 * as one typed in the creator modal does; a ROR id not found is the row's error. Without the
 * vocabulary (no API, or a search that failed) texts are kept as written, ids as ids, for the
 * server to judge. Rows already refused are not searched for.
 */
export const matchAffiliations = async (
  rows: readonly ImportedRow[],
  api: Pick<VocabulariesApi, 'affiliations'> | undefined,
  signal?: AbortSignal,
): Promise<ImportedRow[]> => {
  const keys = [
    ...new Set(
      rows.flatMap((row) => (row.errors.length ? [] : row.affiliationTexts.map(searchKey))),
    ),
  ];
  const found = new Map<string, Affiliation | null | undefined>();
  if (api) {
    await eachFew(keys, async (key) => {
      if (!signal?.aborted) found.set(key, await findEntry(api, key, signal));
    });
  }
  return rows.map((row) => {
    if (row.errors.length || row.affiliationTexts.length === 0) return row;
    const errors = [...row.errors];
    const affiliations = new Map<string, Affiliation>();
    // A place named twice (by its name and its ROR id) is listed once.
    const add = (affiliation: Affiliation) =>
      affiliations.set(affiliation.id ?? `name:${affiliation.name}`, affiliation);
    for (const text of row.affiliationTexts) {
      const entry = found.get(searchKey(text));
      const ror = rorIdOf(text);
      if (entry) add(entry);
      else if (ror && entry === null) errors.push({ message: UNKNOWN_ROR, values: { id: ror } });
      else add(ror ? { id: ror } : { name: text });
    }
    return {
      ...row,
      creatibutor: { ...row.creatibutor, affiliations: [...affiliations.values()] },
      errors,
    };
  });
};
