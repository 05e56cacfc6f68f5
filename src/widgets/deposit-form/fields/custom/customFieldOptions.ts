import { createContext, useContext } from 'react';
import type { VocabulariesApi } from '../../../../core/api';

/** What the vocabulary widgets of the custom fields need from the form's config. */
export interface CustomFieldOptions {
  /** `config.custom_fields.vocabularies`: option lists by field key. */
  vocabularies: Readonly<Record<string, unknown>>;
  /** Searches `autocompleteFrom`; none in a form built without API clients. */
  vocabulariesApi?: VocabulariesApi;
  /** The language titles are shown in. */
  locale: string;
}

export const CustomFieldOptionsContext = createContext<CustomFieldOptions>({
  vocabularies: {},
  locale: 'en',
});

export const useCustomFieldOptions = () => useContext(CustomFieldOptionsContext);
