import { useCallback, useEffect, useRef, useState } from 'react';
import {
  PrefillError,
  type PrefillConfig,
  type PrefillResult,
  type PrefillServices,
} from '../../../core/prefill/types';
import type { LoadPrefillCore } from './prefillCore';
import { readFileText } from '../../../ui/readFileText';

/** Where a prefill stands: nothing asked yet, working, failed, or works found. */
export type PrefillLookupState =
  | { phase: 'idle' }
  | { phase: 'working'; source: 'text' | 'file' }
  | { phase: 'failed'; error: PrefillError }
  | {
      phase: 'found';
      result: PrefillResult;
      /** What the works came from, as the depositor named it: the identifier or the file. */
      source: string;
    };

/**
 * What a lookup's finds are matched against, from the form's config: the repository's
 * vocabularies, resource types, licences, custom fields and language.
 */
export type PrefillRepository = Omit<PrefillServices, 'endpoints' | 'timeoutMs' | 'fetch'>;

type Request = { kind: 'text'; text: string } | { kind: 'file'; file: File };

/** A failure the core did not word (a file the browser could not read) reads as its kind. */
const asPrefillError = (error: unknown, request: Request): PrefillError =>
  error instanceof PrefillError
    ? error
    : new PrefillError(request.kind === 'file' ? 'unreadable' : 'service', String(error));

/**
 * Looks typed text up or reads a chosen file through the prefill core; one at a time: a new
 * request, Cancel or closing abandons the one under way (its signal aborted).
 */
export const usePrefillLookup = (
  load: LoadPrefillCore,
  config: PrefillConfig | undefined,
  repository: PrefillRepository,
) => {
  const [state, setState] = useState<PrefillLookupState>({ phase: 'idle' });
  const current = useRef<AbortController | null>(null);
  const last = useRef<Request | null>(null);

  useEffect(() => () => current.current?.abort(), []);

  const run = useCallback(
    async (request: Request) => {
      current.current?.abort();
      const work = new AbortController();
      current.current = work;
      last.current = request;
      setState({ phase: 'working', source: request.kind });
      try {
        const core = await load();
        const settings = core.prefillSettingsOf(config);
        // The dialog is not offered then; a host that turns it off while open gets a failure.
        if (!settings) throw new PrefillError('offline', 'Prefill is turned off.');
        const services = { ...settings, ...repository };
        const options = { signal: work.signal };
        const result =
          request.kind === 'text'
            ? await core.prefillFromText(request.text, services, options)
            : await core.prefillFromFile(
                { name: request.file.name, text: await readFileText(request.file) },
                services,
                options,
              );
        if (work.signal.aborted) return;
        const source =
          request.kind === 'file'
            ? request.file.name
            : (sourceName(core.recognisePrefillText(request.text)) ?? request.text.trim());
        setState({ phase: 'found', result, source });
      } catch (error) {
        if (!work.signal.aborted)
          setState({ phase: 'failed', error: asPrefillError(error, request) });
      }
    },
    [load, config, repository],
  );

  const cancel = useCallback(() => {
    current.current?.abort();
    current.current = null;
    setState({ phase: 'idle' });
  }, []);

  const retry = useCallback(() => {
    if (last.current) void run(last.current);
  }, [run]);

  return {
    state,
    lookUp: useCallback((text: string) => void run({ kind: 'text', text }), [run]),
    readFile: useCallback((file: File) => void run({ kind: 'file', file }), [run]),
    cancel,
    retry,
  };
};

const SOURCE_NAMES = { doi: 'DOI', arxiv: 'arXiv', pubmed: 'PubMed', 'orcid-work': 'ORCID' };

/** How a recognised identifier is named: 'DOI 10.5281/zenodo.123'; names, not texts. */
export const sourceName = (
  recognised: { kind: keyof typeof SOURCE_NAMES; id: string } | null,
): string | null => (recognised ? `${SOURCE_NAMES[recognised.kind]} ${recognised.id}` : null);
