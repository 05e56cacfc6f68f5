import type { Creatibutor } from '../model';
import { CREATORS_SHOWN } from './constants';

/** How a list of creators is shown and linked (docs/behaviour.md#limits-and-timings). */

export interface ShownCreators<T> {
  shown: T[];
  /** How many are left out; the UI says 'and N other(s)'. */
  othersCount: number;
}

export const shownCreators = <T>(
  creators: readonly T[],
  limit = CREATORS_SHOWN,
): ShownCreators<T> => ({
  shown: creators.slice(0, limit),
  othersCount: Math.max(0, creators.length - limit),
});

/** InvenioRDM's text after the shown names. */
export const othersText = (count: number): string => `and ${count} other(s)`;

/** The name to show: the server's `name`, else 'Family, Given' built from the parts. */
export const creatorName = ({
  person_or_org: person,
}: Pick<Creatibutor, 'person_or_org'>): string =>
  person.name || [person.family_name, person.given_name].filter(Boolean).join(', ');

const CREATOR_NAME_FIELD = 'metadata.creators.person_or_org.name';

/** Quotes and backslashes would end the phrase early, so they are escaped. */
const quotedPhrase = (text: string) => `"${text.replace(/["\\]/g, '\\$&')}"`;

/** The search page listing records by this creator name (an exact phrase). */
export const creatorSearchHref = (name: string): string =>
  `/search?${new URLSearchParams({ q: `${CREATOR_NAME_FIELD}:${quotedPhrase(name)}` })}`;
