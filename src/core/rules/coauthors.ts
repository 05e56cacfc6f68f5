import type { UserRecordHit } from '../api/vocabularies';
import type { Creatibutor, FormCreatibutor, PersonOrOrg } from '../model';
import { COAUTHORS_SHOWN } from './constants';

/**
 * Co-authors from the user's earlier records, as the creators modal suggests them
 * (docs/behaviour.md#co-authors-from-your-uploads).
 */

/** Someone named in the user's records: as last named there, how often and when. */
export interface Coauthor {
  /** Their role only when they were a contributor (creators' roles are another vocabulary). */
  creatibutor: FormCreatibutor;
  /** How many records name them. */
  uses: number;
  /** The date of the newest of those records. */
  lastUsed: string;
}

/** Lower case, without accents or punctuation: 'Müller-Lüdenscheidt' is 'muller ludenscheidt'. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const wordsOf = (text: string) => folded(text).split(' ').filter(Boolean);

const nameOf = (person: PersonOrOrg) =>
  person.type === 'organizational'
    ? (person.name ?? '')
    : `${person.family_name ?? ''} ${person.given_name ?? ''}`.trim() || (person.name ?? '');

/** The same ORCID is the same person, whatever the spelling; else the same name and type. */
const keyOf = (person: PersonOrOrg) => {
  const orcid = person.identifiers?.find(({ scheme }) => scheme === 'orcid')?.identifier;
  return orcid
    ? `orcid:${orcid.replace(/^https?:\/\/orcid\.org\//i, '').toUpperCase()}`
    : `${person.type}:${folded(nameOf(person))}`;
};

const toForm = ({ person_or_org, affiliations, role }: Creatibutor, contributor: boolean) => ({
  person_or_org,
  affiliations: affiliations ?? [],
  ...(contributor && role?.id ? { role: role.id } : {}),
});

/**
 * Everyone named as creator or contributor in the records, once each (the user too: depositors
 * often list themselves), most used first, then most recently used.
 */
export const collectCoauthors = (records: readonly UserRecordHit[]): Coauthor[] => {
  const found = new Map<string, Coauthor>();
  for (const record of records) {
    const date = record.updated ?? record.created ?? '';
    const named = [
      ...(record.metadata?.creators ?? []).map((one) => toForm(one, false)),
      ...(record.metadata?.contributors ?? []).map((one) => toForm(one, true)),
    ];
    const counted = new Set<string>();
    for (const creatibutor of named) {
      if (!nameOf(creatibutor.person_or_org)) continue;
      const key = keyOf(creatibutor.person_or_org);
      const known = found.get(key);
      const uses = (known?.uses ?? 0) + (counted.has(key) ? 0 : 1);
      counted.add(key);
      // As they were named last: affiliations change, the newest record has them right.
      const newer = !known || date > known.lastUsed;
      found.set(key, {
        creatibutor: newer ? creatibutor : known.creatibutor,
        uses,
        lastUsed: newer ? date : known.lastUsed,
      });
    }
  }
  return [...found.values()].sort(
    (a, b) => b.uses - a.uses || b.lastUsed.localeCompare(a.lastUsed),
  );
};

/** A search of the co-authors of these records (the creators modal loads this module on demand). */
export const coauthorFinder = (records: readonly UserRecordHit[]) => {
  const coauthors = collectCoauthors(records);
  return (text: string) => matchCoauthors(coauthors, text);
};

/**
 * The co-authors whose family, given or organisation name has a word starting with each typed
 * word, ignoring case and accents ('jose ga' finds 'García, José'), in their rank.
 */
export const matchCoauthors = (
  coauthors: readonly Coauthor[],
  text: string,
  limit = COAUTHORS_SHOWN,
): Coauthor[] => {
  const typed = wordsOf(text);
  if (typed.length === 0) return [];
  return coauthors
    .filter(({ creatibutor }) => {
      const words = wordsOf(nameOf(creatibutor.person_or_org));
      return typed.every((start) => words.some((word) => word.startsWith(start)));
    })
    .slice(0, limit);
};
