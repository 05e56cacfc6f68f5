import { useMemo } from 'react';
import type { VocabulariesApi } from '../../../../core/api';
import type { FormVocabularyItem } from '../../../../core/model';
import { readLocalised } from '../../../../core/serializer/localisedText';
import {
  useSuggestions,
  type SuggestionSearch,
  type Suggestions,
} from '../../../../ui/hooks/useSuggestions';

/**
 * Searches languages for `text` once typing pauses, each named in `locale` (the server's
 * translation first, then the vocabulary's own titles, then its id).
 */
export const useLanguageSearch = (
  text: string,
  vocabulariesApi: VocabulariesApi | undefined,
  locale: string,
): Suggestions<FormVocabularyItem> => {
  const search = useMemo<SuggestionSearch<FormVocabularyItem> | undefined>(
    () =>
      vocabulariesApi &&
      (async (query, options) => {
        const { hits, total } = await vocabulariesApi.languages(query, options);
        const items = hits.map((entry) => ({
          id: entry.id,
          title: entry.title_l10n || readLocalised(entry.title, locale) || entry.id,
        }));
        return { hits: items, total };
      }),
    [vocabulariesApi, locale],
  );
  return useSuggestions(text, search);
};
