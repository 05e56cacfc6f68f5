import type {
  Affiliation,
  Creatibutor,
  Identifier,
  LicenceSearchHit,
  LocalisedText,
  VocabularyEntry,
} from '../model';
import { DEFAULT_API_BASE } from './apiBase';
import type { FixedEndpointOptions } from './apiBase';
import { VENDOR_OR_PLAIN_JSON, resolveHttpClient } from './http';
import type { HttpClient, HttpSource } from './http';
import type { RequestOptions } from './request';
import { search } from './search';
import type { SearchResult } from './search';

/** The licence picker's filter; 'all' sends no tag. */
export const LICENCE_TAGS = ['recommended', 'all', 'data', 'software'] as const;
export type LicenceTag = (typeof LICENCE_TAGS)[number];

export interface LicenceQuery {
  query?: string;
  tag?: LicenceTag;
}

/** An affiliation suggestion (`/api/affiliations`, ROR ids). */
export interface AffiliationSuggestion {
  id: string;
  name: string;
  acronym?: string;
  identifiers?: Identifier[];
  country_name?: string;
}

/** A person suggestion (`/api/names`). */
export interface NameSuggestion {
  id: string;
  name: string;
  given_name?: string;
  family_name?: string;
  identifiers?: Identifier[];
  affiliations?: Affiliation[];
}

/** A subject suggestion (`/api/subjects`, e.g. a MeSH heading). */
export interface SubjectSuggestion {
  id: string;
  subject: string;
  scheme?: string;
}

/** A funder suggestion (`/api/funders`, ROR ids). */
export interface FunderSuggestion {
  id: string;
  name: string;
  country_name?: string;
  identifiers?: Identifier[];
}

/**
 * An award suggestion (`/api/awards`); its id is `<funder id>::<number>`. The plain JSON answer
 * carries `title` by locale, the vendor one `title_l10n` in the request's language; some
 * versions put the number and acronym in `props`. The client reads every form into this one.
 */
export interface AwardSuggestion {
  id: string;
  number?: string;
  title?: LocalisedText;
  title_l10n?: string;
  acronym?: string;
  funder?: { id: string; name?: string };
  identifiers?: Identifier[];
}

const propText = (props: unknown, key: string): string | undefined => {
  const value =
    typeof props === 'object' && props !== null
      ? (props as Record<string, unknown>)[key]
      : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** An award hit in whichever form it came, with its number and acronym where the form reads them. */
const readAward = (hit: AwardSuggestion & { props?: unknown }): AwardSuggestion => ({
  ...hit,
  number: hit.number ?? propText(hit.props, 'number'),
  acronym: hit.acronym ?? propText(hit.props, 'acronym'),
});

/** One of the user's records or drafts (`/api/user/records`), as far as suggestions read it. */
export interface UserRecordHit {
  created?: string;
  updated?: string;
  metadata?: { creators?: Creatibutor[]; contributors?: Creatibutor[] };
}

/** Suggestions for the editor's vocabulary fields. */
export interface VocabulariesApi {
  languages(suggest: string, options?: RequestOptions): Promise<SearchResult<VocabularyEntry>>;
  affiliations(
    suggest: string,
    options?: RequestOptions,
  ): Promise<SearchResult<AffiliationSuggestion>>;
  names(suggest: string, options?: RequestOptions): Promise<SearchResult<NameSuggestion>>;
  subjects(suggest: string, options?: RequestOptions): Promise<SearchResult<SubjectSuggestion>>;
  funders(suggest: string, options?: RequestOptions): Promise<SearchResult<FunderSuggestion>>;
  /** Awards, only those of the funder when one is given. */
  awards(
    suggest: string,
    funderId?: string,
    options?: RequestOptions,
  ): Promise<SearchResult<AwardSuggestion>>;
  /** Standard licences from the configured search URL. */
  licences(
    searchUrl: string,
    query: LicenceQuery,
    options?: RequestOptions,
  ): Promise<SearchResult<LicenceSearchHit>>;
  /**
   * Entries of any vocabulary searched at a URL the host configures (a custom field's
   * `autocompleteFrom`), with the Accept header it names, by default the vendor form.
   */
  entries(
    searchUrl: string,
    suggest: string,
    options?: RequestOptions & { accept?: string },
  ): Promise<SearchResult<VocabularyEntry>>;
  /**
   * The user's newest records and drafts, where the creators modal finds co-authors. Optional:
   * without it (a host's own client) the modal suggests none.
   */
  userRecords?(size: number, options?: RequestOptions): Promise<SearchResult<UserRecordHit>>;
}

export class VocabulariesApiClient implements VocabulariesApi {
  private readonly http: HttpClient;
  private readonly apiBase: string;

  constructor(http: HttpSource = {}, options: FixedEndpointOptions = {}) {
    this.http = resolveHttpClient(http);
    this.apiBase = options.apiBase ?? DEFAULT_API_BASE;
  }

  languages(
    suggest: string,
    { signal }: RequestOptions = {},
  ): Promise<SearchResult<VocabularyEntry>> {
    return search(this.http, {
      method: 'GET',
      url: `${this.apiBase}/vocabularies/languages`,
      params: { suggest },
      // The vendor form where there is one, whatever the client's default Accept is: it adds the
      // `*_l10n` titles (docs/invenio-compatibility.md#content-negotiation).
      headers: { Accept: VENDOR_OR_PLAIN_JSON },
      signal,
    });
  }

  affiliations(
    suggest: string,
    { signal }: RequestOptions = {},
  ): Promise<SearchResult<AffiliationSuggestion>> {
    const url = `${this.apiBase}/affiliations`;
    return search(this.http, { method: 'GET', url, params: { suggest }, signal });
  }

  names(suggest: string, { signal }: RequestOptions = {}): Promise<SearchResult<NameSuggestion>> {
    const url = `${this.apiBase}/names`;
    return search(this.http, { method: 'GET', url, params: { suggest }, signal });
  }

  subjects(
    suggest: string,
    { signal }: RequestOptions = {},
  ): Promise<SearchResult<SubjectSuggestion>> {
    const url = `${this.apiBase}/subjects`;
    return search(this.http, { method: 'GET', url, params: { suggest }, signal });
  }

  funders(
    suggest: string,
    { signal }: RequestOptions = {},
  ): Promise<SearchResult<FunderSuggestion>> {
    const url = `${this.apiBase}/funders`;
    return search(this.http, { method: 'GET', url, params: { suggest }, signal });
  }

  async awards(
    suggest: string,
    funderId?: string,
    { signal }: RequestOptions = {},
  ): Promise<SearchResult<AwardSuggestion>> {
    const url = `${this.apiBase}/awards`;
    // `funders` is the awards search's facet filter.
    const params = { suggest, funders: funderId || undefined };
    const found = await search<AwardSuggestion>(this.http, { method: 'GET', url, params, signal });
    return { ...found, hits: found.hits.map(readAward) };
  }

  licences(
    searchUrl: string,
    { query, tag }: LicenceQuery,
    { signal }: RequestOptions = {},
  ): Promise<SearchResult<LicenceSearchHit>> {
    const params = {
      q: query || undefined,
      tags: tag === 'all' ? undefined : tag,
    };
    return search(this.http, { method: 'GET', url: searchUrl, params, signal });
  }

  entries(
    searchUrl: string,
    suggest: string,
    { accept = VENDOR_OR_PLAIN_JSON, signal }: RequestOptions & { accept?: string } = {},
  ): Promise<SearchResult<VocabularyEntry>> {
    return search(this.http, {
      method: 'GET',
      url: searchUrl,
      params: { suggest },
      headers: { Accept: accept },
      signal,
    });
  }

  userRecords(size: number, { signal }: RequestOptions = {}): Promise<SearchResult<UserRecordHit>> {
    const url = `${this.apiBase}/user/records`;
    return search(this.http, { method: 'GET', url, params: { size, sort: 'newest' }, signal });
  }
}
