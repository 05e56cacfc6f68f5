import { createContext, useContext } from 'react';
import type { VocabulariesApi } from '../../../../core/api';
import type { SelectOption } from '../../../../core/model';

/**
 * What the rows of a typed, language-tagged list need besides their item. Handed through
 * context because ListField passes rows only their own props; the value is memoised, so
 * rows re-render only when it truly changes.
 */
export interface TypedRowOptions {
  typeOptions: readonly SelectOption[];
  vocabulariesApi?: VocabulariesApi;
  locale: string;
}

export const TypedRowContext = createContext<TypedRowOptions>({ typeOptions: [], locale: 'en' });

export const useTypedRowOptions = () => useContext(TypedRowContext);
