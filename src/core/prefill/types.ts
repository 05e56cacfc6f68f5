import type { VocabulariesApi } from '../api/vocabularies';
import type { Metadata } from '../model';

/** What a depositor started from: a looked-up identifier or a file's format. */
export type PrefillSourceKind =
  'doi' | 'arxiv' | 'pubmed' | 'orcid-work' | 'bibtex' | 'ris' | 'csl-json' | 'cff' | 'codemeta';

/** The source work's own identifier: the depositor chooses how the new record relates to it. */
export interface PrefillSourceIdentifier {
  identifier: string;
  scheme: 'doi' | 'arxiv' | 'pmid' | 'url';
}

/** A value of the source with no place in the record: shown to the depositor, never dropped. */
export interface UnmappedValue {
  /** The source's own name for it (`ISSN`, `container-title`, `keywords`). */
  source: string;
  value: string;
}

/** One work found in the source, as the parts of a draft. */
export interface PrefillEntry {
  /** Names the work among several: its title, first creator and year. */
  label: string;
  /**
   * The work's metadata in the server's shape; vocabulary references (resource type, licences,
   * languages, affiliations, funders, awards, subjects) by id where the repository's
   * vocabularies matched them, by title only where not.
   */
  metadata: Partial<Metadata>;
  /** Custom fields the record carries (journal, imprint, meeting, thesis), server's shape. */
  custom_fields: Record<string, unknown>;
  sourceIdentifier?: PrefillSourceIdentifier;
  unmapped: UnmappedValue[];
}

export interface PrefillResult {
  kind: PrefillSourceKind;
  /** One or more; a file may hold several works, the depositor picks one. */
  entries: PrefillEntry[];
}

/** Why nothing could be prefilled; the UI words each kind. */
export type PrefillFailureKind =
  /** The text is no identifier the feature knows. */
  | 'unrecognised'
  /** The lookup service knows no such identifier (404). */
  | 'not-found'
  | 'timeout'
  /** 429; `retryAfterSeconds` when the service said. */
  | 'rate-limited'
  /** No answer at all: offline, DNS, CORS, a host's CSP. */
  | 'offline'
  /** A service answered 5xx or something unreadable. */
  | 'service'
  /** The file is none of the formats, or broken. */
  | 'unreadable'
  /** The file or answer holds no work. */
  | 'empty';

export class PrefillError extends Error {
  constructor(
    readonly kind: PrefillFailureKind,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'PrefillError';
  }
}

/**
 * Where lookups go (config `prefill.endpoints`); each a base URL the identifier is appended to,
 * or null to turn that lookup off. A host may route them through its own server.
 */
export interface PrefillEndpoints {
  /** doi.org content negotiation (CSL JSON); any DOI of any registration agency. */
  doi: string | null;
  /** DataCite REST API `…/dois/`: richer for DataCite DOIs (affiliations, funding, licences). */
  datacite: string | null;
  /** Crossref REST API `…/works/`: richer for Crossref DOIs (funders, licences, ORCIDs). */
  crossref: string | null;
  /** NCBI's literature citation exporter for PubMed ids (CSL JSON). */
  pubmed: string | null;
  /** ORCID's public API `…/v3.0/`: a work as `{orcid}/work/{put-code}` (CSL JSON). */
  orcid: string | null;
}

export const PUBLIC_PREFILL_ENDPOINTS: PrefillEndpoints = {
  doi: 'https://doi.org/',
  datacite: 'https://api.datacite.org/dois/',
  crossref: 'https://api.crossref.org/works/',
  pubmed: 'https://api.ncbi.nlm.nih.gov/lit/ctxp/v1/pubmed/',
  orcid: 'https://pub.orcid.org/v3.0/',
};

/** How long one lookup may take before it counts as a timeout. */
export const PREFILL_TIMEOUT_MS = 10_000;

/** The config's `prefill` as a page gives it: false hides the feature. */
export type PrefillConfig =
  | false
  | { endpoints?: Partial<Record<keyof PrefillEndpoints, string | null>>; timeoutMs?: number };

/** What a prefill needs: where lookups go, and the repository's vocabularies to match against. */
export interface PrefillServices {
  endpoints: PrefillEndpoints;
  vocabularies: VocabulariesApi;
  timeoutMs?: number;
  /**
   * The resource type ids the repository has (the config's `vocabularies.resource_type`);
   * InvenioRDM's default ones when absent.
   */
  resourceTypes?: readonly string[];
  /** Where standard licences are searched (`config.licenceSearchUrl`); none matched without. */
  licenceSearchUrl?: string;
  /**
   * The custom fields the record carries (`journal:journal`, `imprint:imprint`,
   * `meeting:meeting`, `thesis:thesis`); what would go into others is unmapped.
   */
  customFields?: readonly string[];
  /**
   * The locale key of the texts a prefill writes (a custom licence's or an award's title), as
   * the form's `default_locale`; 'en' when absent.
   */
  locale?: string;
  /** The fetch lookups use; the page's own when absent (tests and hosts may wrap it). */
  fetch?: typeof fetch;
}
