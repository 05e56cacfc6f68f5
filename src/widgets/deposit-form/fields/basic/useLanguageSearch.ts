import { useEffect, useState } from 'react';
import type { VocabulariesApi } from '../../../../core/api';
import type { FormVocabularyItem } from '../../../../core/model';
import { isCancelled } from '../../../../core/rules';
import { readLocalised } from '../../../../core/serializer/localisedText';

/** Typing waits this long before searching, so each key press is not a request. */
export const LANGUAGE_SEARCH_DEBOUNCE_MS = 300;

export interface LanguageSearchState {
  /** A search for the current text is under way (or waiting for typing to pause). */
  searching: boolean;
  /** The suggestions for the current text; empty until they arrive. */
  hits: FormVocabularyItem[];
  /** The current text's search failed. */
  failed: boolean;
}

interface Answer {
  query: string;
  hits: FormVocabularyItem[];
  failed: boolean;
}

/**
 * Searches languages for `text` once typing pauses. A newer text (or unmounting) aborts the
 * request still running, so a slow old answer never replaces a newer one.
 */
export const useLanguageSearch = (
  text: string,
  vocabulariesApi: VocabulariesApi | undefined,
  locale: string,
): LanguageSearchState => {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const query = text.trim();

  useEffect(() => {
    if (!query || !vocabulariesApi) return undefined;
    const controller = new AbortController();
    const { signal } = controller;
    const timer = setTimeout(() => {
      vocabulariesApi.languages(query, { signal }).then(
        ({ hits }) => {
          if (signal.aborted) return;
          const items = hits.map((entry) => ({
            id: entry.id,
            title: entry.title_l10n || readLocalised(entry.title, locale) || entry.id,
          }));
          setAnswer({ query, hits: items, failed: false });
        },
        (error: unknown) => {
          if (!signal.aborted && !isCancelled(error)) setAnswer({ query, hits: [], failed: true });
        },
      );
    }, LANGUAGE_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, vocabulariesApi, locale]);

  const current = query !== '' && answer?.query === query ? answer : null;
  return {
    searching: query !== '' && vocabulariesApi !== undefined && !current,
    hits: current?.hits ?? [],
    failed: current?.failed ?? false,
  };
};
