import { intlLocale } from '../../core/rules/intlLocale';

// ES2023's 'min2' (TypeScript's lib here types `useGrouping` as a boolean).
const GROUP_FROM_FIVE_DIGITS = { useGrouping: 'min2' } as unknown as Intl.NumberFormatOptions;

/**
 * How a language writes the numbers a text shows (counts, positions, pages, upload
 * percentages): '12.000' in German, '۳' in Persian; a year-sized number stays ungrouped.
 */
export const languageNumbers = (language: string | undefined): Intl.NumberFormat =>
  new Intl.NumberFormat(intlLocale(language), GROUP_FROM_FIVE_DIGITS);
