import { createContext, useContext } from 'react';
import type { VocabulariesApi } from '../../../../core/api';

/** What funding rows need besides their item (a context keeps the row props stable). */
export interface FundingRowOptions {
  /** None: funders and awards are typed, not searched. */
  vocabulariesApi?: VocabulariesApi;
  /** The locale an award's title is read in. */
  locale: string;
}

export const FundingRowContext = createContext<FundingRowOptions>({ locale: 'en' });

export const useFundingRowOptions = () => useContext(FundingRowContext);
