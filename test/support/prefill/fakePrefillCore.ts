import type { RequestOptions } from '../../../src/core/api';
import {
  PrefillError,
  type PrefillEntry,
  type PrefillFailureKind,
  type PrefillResult,
} from '../../../src/core/prefill/types';
import type { PrefillCore } from '../../../src/widgets/deposit-form/prefill/prefillCore';

/**
 * A prefill core of answers written by hand, for the UI's tests and stories: no parser, no
 * lookup. Each call is kept with its signal, so a test sees whether Cancel aborted it.
 */

/** A dataset DOI's work as the core maps it (DataCite's shape of a record). */
export const aPrefillEntry = (overrides: Partial<PrefillEntry> = {}): PrefillEntry => ({
  label: 'Tide gauge readings, Visby 2024 (Lind, 2024)',
  metadata: {
    title: 'Tide gauge readings, Visby 2024',
    resource_type: { id: 'dataset' },
    publication_date: '2024-05-01',
    creators: [
      {
        person_or_org: {
          type: 'personal',
          family_name: 'Lind',
          given_name: 'Astrid',
          identifiers: [{ scheme: 'orcid', identifier: '0000-0002-1825-0097' }],
        },
        affiliations: [{ name: 'Uppsala University' }],
      },
    ],
    publisher: 'Zenodo',
    version: '1.2',
  },
  custom_fields: {},
  sourceIdentifier: { identifier: '10.5281/zenodo.1234', scheme: 'doi' },
  unmapped: [{ source: 'ISSN', value: '1234-5678' }],
  ...overrides,
});

export const aPrefillResult = (entries: PrefillEntry[] = [aPrefillEntry()]): PrefillResult => ({
  kind: 'doi',
  entries,
});

/** Three works of one BibTeX file. */
export const threeWorks = (): PrefillResult => ({
  kind: 'bibtex',
  entries: [
    aPrefillEntry({
      label: 'Ocean heat content, 1955–2020 (Levitus, 2021)',
      sourceIdentifier: undefined,
      unmapped: [],
      metadata: { title: 'Ocean heat content, 1955–2020' },
    }),
    aPrefillEntry({
      label: 'Sea ice extent by month (Parkinson, 2019)',
      sourceIdentifier: undefined,
      unmapped: [],
      metadata: { title: 'Sea ice extent by month' },
    }),
    aPrefillEntry({
      label: 'Glacier mass balance, Alps (Huss, 2022)',
      sourceIdentifier: undefined,
      unmapped: [],
      metadata: { title: 'Glacier mass balance, Alps' },
    }),
  ],
});

export const aPrefillError = (kind: PrefillFailureKind, retryAfterSeconds?: number) =>
  new PrefillError(kind, `Failed: ${kind}`, retryAfterSeconds);

/** What a call answers: a result, a failure, or nothing until the signal aborts it. */
export type FakePrefillAnswer = PrefillResult | PrefillError | 'never';

export interface FakePrefillCall {
  text: string;
  signal?: AbortSignal;
}

const answerWith = (answer: FakePrefillAnswer, options: RequestOptions): Promise<PrefillResult> => {
  if (answer === 'never') {
    return new Promise((_, reject) => {
      options.signal?.addEventListener('abort', () => reject(new Error('aborted')));
    });
  }
  return answer instanceof PrefillError ? Promise.reject(answer) : Promise.resolve(answer);
};

const DOI = /^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:)?(10\.\d{4,9}\/\S+)$/i;

/**
 * The fake core: `fromText` and `fromFile` answer each call in turn (the last one again once
 * the list is used up); DOIs are recognised, as the real core does.
 */
export const fakePrefillCore = ({
  fromText = [aPrefillResult()],
  fromFile = [threeWorks()],
}: { fromText?: FakePrefillAnswer[]; fromFile?: FakePrefillAnswer[] } = {}) => {
  const textCalls: FakePrefillCall[] = [];
  const fileCalls: FakePrefillCall[] = [];
  const next = (answers: FakePrefillAnswer[], count: number) =>
    answers[Math.min(count, answers.length - 1)] ?? 'never';
  const core: PrefillCore = {
    prefillSettingsOf: (config) =>
      config === false
        ? null
        : {
            endpoints: {
              doi: 'https://doi.org/',
              datacite: null,
              crossref: null,
              pubmed: null,
              orcid: null,
            },
            timeoutMs: 10_000,
          },
    recognisePrefillText: (text) => {
      const doi = DOI.exec(text.trim());
      return doi?.[1] ? { kind: 'doi', id: doi[1] } : null;
    },
    prefillFromText: (text, _services, options = {}) => {
      const answer = next(fromText, textCalls.length);
      textCalls.push({ text, signal: options.signal });
      return answerWith(answer, options);
    },
    prefillFromFile: (file, _services, options = {}) => {
      const answer = next(fromFile, fileCalls.length);
      fileCalls.push({ text: file.text, signal: options.signal });
      return answerWith(answer, options);
    },
  };
  return { core, load: () => Promise.resolve(core), textCalls, fileCalls };
};
