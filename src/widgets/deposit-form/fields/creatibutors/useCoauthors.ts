import { useEffect, useState } from 'react';
import type { VocabulariesApi } from '../../../../core/api';
import { COAUTHOR_RECORDS, isCancelled } from '../../../../core/rules';
import type { Coauthor } from '../../../../core/rules/coauthors';

/** The co-authors whose names match a typed text, best first. */
export type FindCoauthors = (text: string) => readonly Coauthor[];

/**
 * The people and organisations of the user's newest records, read once when the modal opens;
 * each key press then filters them in the browser (docs/behaviour.md#co-authors-from-your-uploads).
 * Undefined until they arrive, and for good when the repository cannot list the user's records
 * (not logged in, an error): a suggestion source that fails is logged, not shown.
 */
export const useCoauthors = (
  api: VocabulariesApi | undefined,
  enabled: boolean,
): FindCoauthors | undefined => {
  const [find, setFind] = useState<FindCoauthors>();
  useEffect(() => {
    if (!enabled || !api?.userRecords) return undefined;
    const controller = new AbortController();
    const { signal } = controller;
    // The rules load with the answer: a form whose modal never opens never downloads them.
    Promise.all([
      api.userRecords(COAUTHOR_RECORDS, { signal }),
      import('../../../../core/rules/coauthors'),
    ]).then(
      ([{ hits }, { coauthorFinder }]) => {
        const search = coauthorFinder(hits);
        if (!signal.aborted) setFind(() => search);
      },
      (error: unknown) => {
        if (!isCancelled(error)) console.warn('rdm-widgets: co-author suggestions:', error);
      },
    );
    return () => controller.abort();
  }, [api, enabled]);
  return find;
};
