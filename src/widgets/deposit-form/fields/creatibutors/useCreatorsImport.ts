import { useCallback, useEffect, useRef, useState } from 'react';
import type { VocabulariesApi } from '../../../../core/api';
import { matchAffiliations } from '../../../../core/creatorsImport/matchAffiliations';
import { readCreatorsImport } from '../../../../core/creatorsImport/readCreatorsImport';
import type { ImportedRow, ImportOptions } from '../../../../core/creatorsImport/types';
import { readFileText } from '../../../../ui/readFileText';

/** Where the import stands: nothing read yet, reading, rows to review, or a file unread. */
export type CreatorsImportState =
  | { phase: 'pick' }
  | { phase: 'reading' }
  | {
      phase: 'review';
      /** The file's name; none for a pasted list. */
      source?: string;
      rows: readonly ImportedRow[];
      /** The affiliations are still being looked up: the rows may change. */
      matching: boolean;
    }
  | { phase: 'failed' };

/**
 * Reads a file or a pasted list into rows, then matches their affiliations; a new read (or
 * closing) abandons the one under way.
 */
export const useCreatorsImport = (
  options: ImportOptions,
  vocabulariesApi: VocabulariesApi | undefined,
) => {
  const [state, setState] = useState<CreatorsImportState>({ phase: 'pick' });
  const current = useRef<AbortController | null>(null);
  const { kind, roleOptions } = options;

  useEffect(() => () => current.current?.abort(), []);

  const read = useCallback(
    async (text: string | Blob, source?: string) => {
      current.current?.abort();
      const run = new AbortController();
      current.current = run;
      setState({ phase: 'reading' });
      try {
        const content = typeof text === 'string' ? text : await readFileText(text);
        const rows = await readCreatorsImport(content, { kind, roleOptions });
        if (run.signal.aborted) return;
        setState({ phase: 'review', source, rows, matching: true });
        const matched = await matchAffiliations(rows, vocabulariesApi, run.signal);
        if (!run.signal.aborted)
          setState({ phase: 'review', source, rows: matched, matching: false });
      } catch {
        if (!run.signal.aborted) setState({ phase: 'failed' });
      }
    },
    [kind, roleOptions, vocabulariesApi],
  );

  const reset = useCallback(() => {
    current.current?.abort();
    setState({ phase: 'pick' });
  }, []);

  return { state, read, reset };
};
