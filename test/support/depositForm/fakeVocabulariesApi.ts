import { ApiError } from '../../../src/core/api';
import type {
  AffiliationSuggestion,
  LicenceQuery,
  NameSuggestion,
  RequestOptions,
  SearchResult,
  VocabulariesApi,
} from '../../../src/core/api';
// Not yet exported by the api index (see the F4 report).
import type {
  AwardSuggestion,
  FunderSuggestion,
  SubjectSuggestion,
  UserRecordHit,
} from '../../../src/core/api/vocabularies';
import type { LicenceSearchHit, VocabularyEntry } from '../../../src/core/model';
import { abortError } from '../upload/errors';

export type VocabularyMethod = keyof VocabulariesApi;

export interface FakeVocabulariesOptions {
  languages?: VocabularyEntry[];
  affiliations?: AffiliationSuggestion[];
  names?: NameSuggestion[];
  licences?: LicenceSearchHit[];
  subjects?: SubjectSuggestion[];
  funders?: FunderSuggestion[];
  awards?: AwardSuggestion[];
  /** Entries of generic vocabularies, by the search URL they are found at. */
  entries?: Record<string, VocabularyEntry[]>;
  /** The user's records (newest first); without them the fake has no `userRecords`. */
  userRecords?: UserRecordHit[];
  /** These methods fail with a server error carrying this message. */
  fail?: Partial<Record<VocabularyMethod, string>>;
  /** These methods never answer (the loading state); an abort still rejects them. */
  hang?: VocabularyMethod[];
}

/** One call the fake received: the method and the text (or query) searched for. */
export interface VocabularyCall {
  method: VocabularyMethod;
  query: unknown;
}

const textOf = (value: unknown): string => JSON.stringify(value ?? '').toLowerCase();

/**
 * A scenario VocabulariesApi over in-memory lists: a search returns the entries whose JSON
 * contains the searched text (case-insensitive), as the server's suggest does roughly.
 * Used by tests and stories.
 */
export const fakeVocabulariesApi = ({
  languages = [],
  affiliations = [],
  names = [],
  licences = [],
  subjects = [],
  funders = [],
  awards = [],
  entries = {},
  userRecords,
  fail = {},
  hang = [],
}: FakeVocabulariesOptions = {}): VocabulariesApi & { calls: VocabularyCall[] } => {
  const calls: VocabularyCall[] = [];
  const answer = <T>(
    method: VocabularyMethod,
    query: unknown,
    text: string,
    list: readonly T[],
    { signal }: RequestOptions = {},
  ): Promise<SearchResult<T>> => {
    calls.push({ method, query });
    if (hang.includes(method)) {
      return new Promise((_, reject) =>
        signal?.addEventListener('abort', () => reject(abortError()), { once: true }),
      );
    }
    const failure = fail[method];
    if (failure) return Promise.reject(new ApiError({ message: failure, status: 500 }));
    const hits = list.filter((entry) => textOf(entry).includes(text.toLowerCase()));
    return Promise.resolve({ hits, total: hits.length });
  };
  return {
    calls,
    languages: (suggest, options) => answer('languages', suggest, suggest, languages, options),
    affiliations: (suggest, options) =>
      answer('affiliations', suggest, suggest, affiliations, options),
    names: (suggest, options) => answer('names', suggest, suggest, names, options),
    subjects: (suggest, options) => answer('subjects', suggest, suggest, subjects, options),
    funders: (suggest, options) => answer('funders', suggest, suggest, funders, options),
    awards: (suggest, funderId, options) =>
      answer(
        'awards',
        { suggest, funderId },
        suggest,
        awards.filter((award) => !funderId || award.funder?.id === funderId),
        options,
      ),
    licences: (_url: string, query: LicenceQuery, options?: RequestOptions) =>
      answer(
        'licences',
        query,
        query.query ?? '',
        licences.filter(
          (licence) => !query.tag || query.tag === 'all' || licence.tags?.includes(query.tag),
        ),
        options,
      ),
    entries: (url, suggest, options) =>
      answer('entries', { url, suggest }, suggest, entries[url] ?? [], options),
    ...(userRecords && {
      userRecords: (size: number, options?: RequestOptions) =>
        answer('userRecords', { size }, '', userRecords.slice(0, size), options),
    }),
  };
};
