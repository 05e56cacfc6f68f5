// CONTRACT STUB for the parallel work on issue 45: the core helper replaces every body here.
import type { RequestOptions } from '../api';
import type { VocabulariesApi } from '../api/vocabularies';
import {
  PREFILL_TIMEOUT_MS,
  PUBLIC_PREFILL_ENDPOINTS,
  PrefillError,
  type PrefillEndpoints,
  type PrefillResult,
} from './types';

export * from './types';

/** What a prefill needs: where lookups go, and the repository's vocabularies to match against. */
export interface PrefillServices {
  endpoints: PrefillEndpoints;
  vocabularies: VocabulariesApi;
  timeoutMs?: number;
}

/** The config's `prefill` as a page gives it: false hides the feature. */
export type PrefillConfig =
  | false
  | { endpoints?: Partial<Record<keyof PrefillEndpoints, string | null>>; timeoutMs?: number };

/** The endpoints and timeout a config names, defaults filled; null when the feature is off. */
export const prefillSettingsOf = (
  config: PrefillConfig | undefined,
): { endpoints: PrefillEndpoints; timeoutMs: number } | null =>
  config === false
    ? null
    : {
        endpoints: { ...PUBLIC_PREFILL_ENDPOINTS, ...config?.endpoints },
        timeoutMs: config?.timeoutMs ?? PREFILL_TIMEOUT_MS,
      };

/** What typed or pasted text names, without looking it up; null when nothing known. */
export const recognisePrefillText = (
  text: string,
): { kind: 'doi' | 'arxiv' | 'pubmed' | 'orcid-work'; id: string } | null => {
  void text;
  return null;
};

/** Looks a DOI, arXiv id, PubMed id or ORCID work up, and maps what it finds. */
export const prefillFromText = (
  text: string,
  services: PrefillServices,
  options: RequestOptions = {},
): Promise<PrefillResult> => {
  void services;
  void options;
  return Promise.reject(new PrefillError('unrecognised', `Not built yet: ${text}`));
};

/** Reads a BibTeX, RIS, CSL-JSON, CITATION.cff or codemeta.json file, and maps its works. */
export const prefillFromFile = (
  file: { name: string; text: string },
  services: PrefillServices,
  options: RequestOptions = {},
): Promise<PrefillResult> => {
  void services;
  void options;
  return Promise.reject(new PrefillError('unreadable', `Not built yet: ${file.name}`));
};
