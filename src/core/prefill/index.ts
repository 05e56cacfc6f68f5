import type { RequestOptions } from '../api';
import { buildEntry } from './buildEntry';
import { lookupWork } from './lookupText';
import { readPrefillFile } from './readFile';
import { recognisePrefillText } from './recognise';
import { PrefillError, type PrefillResult, type PrefillServices } from './types';
import { vocabularyMatcher } from './vocabularyMatcher';

export * from './types';
export { MAX_FILE_BYTES, MAX_FILE_ENTRIES } from './readFile';
export { recognisePrefillText, type RecognisedText } from './recognise';
export { prefillSettingsOf } from './settings';

/** Works whose vocabulary matches run at once (a file's works share most of them). */
const CONCURRENT_ENTRIES = 4;

/** Looks a DOI, arXiv id, PubMed id or ORCID work up, and maps what it finds. */
export const prefillFromText = async (
  text: string,
  services: PrefillServices,
  { signal }: RequestOptions = {},
): Promise<PrefillResult> => {
  const recognised = recognisePrefillText(text);
  if (!recognised) {
    throw new PrefillError('unrecognised', 'No DOI, arXiv id, PubMed id or ORCID work.');
  }
  const { kind, work } = await lookupWork(recognised, services, signal);
  const entry = await buildEntry(work, services, vocabularyMatcher(services, signal));
  return { kind, entries: [entry] };
};

/** Reads a BibTeX, RIS, CSL-JSON, CITATION.cff or codemeta.json file, and maps its works. */
export const prefillFromFile = async (
  file: { name: string; text: string },
  services: PrefillServices,
  { signal }: RequestOptions = {},
): Promise<PrefillResult> => {
  const { kind, works } = readPrefillFile(file);
  const matcher = vocabularyMatcher(services, signal);
  const entries = new Array<PrefillResult['entries'][number]>(works.length);
  let next = 0;
  const worker = async () => {
    while (next < works.length) {
      const index = next++;
      entries[index] = await buildEntry(works[index]!, services, matcher);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENT_ENTRIES, works.length) }, worker));
  return { kind, entries };
};
