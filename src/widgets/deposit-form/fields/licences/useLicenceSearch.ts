import { useCallback } from 'react';
import { toApiError, type LicenceTag, type VocabulariesApi } from '../../../../core/api';
import type { LicenceSearchHit } from '../../../../core/model';
import { useSuggestions } from '../../../../ui/hooks/useSuggestions';

/** How long typing must pause before the licence search runs. */
export const LICENCE_SEARCH_DEBOUNCE_MS = 250;

export type LicenceSearchState =
  | { status: 'loading' }
  | { status: 'done'; hits: LicenceSearchHit[] }
  | { status: 'failed'; message: string };

/**
 * Searches the configured licence search for the text and tag; an empty text lists the
 * tag's licences. A new text or tag (or closing the picker) aborts the call in flight.
 */
export const useLicenceSearch = (
  api: VocabulariesApi,
  searchUrl: string,
  text: string,
  tag: LicenceTag,
): LicenceSearchState => {
  const search = useCallback(
    (query: string, options: { signal?: AbortSignal }) =>
      api.licences(searchUrl, { query, tag }, options),
    [api, searchUrl, tag],
  );
  const { hits, searching, failed, error } = useSuggestions(text, search, {
    delayMs: LICENCE_SEARCH_DEBOUNCE_MS,
    searchBlank: true,
  });
  if (searching) return { status: 'loading' };
  return failed
    ? { status: 'failed', message: toApiError(error).message }
    : { status: 'done', hits };
};
