import { DEFAULT_DECIMAL_SIZE_DISPLAY } from './constants';
import { intlLocale } from './intlLocale';

/** File sizes in quota messages: decimal (kB, 1000) by default, binary (KiB, 1024) otherwise. */

const DECIMAL_UNITS = ['kB', 'MB', 'GB', 'TB', 'PB'] as const;
const BINARY_UNITS = ['KiB', 'MiB', 'GiB', 'TiB', 'PiB'] as const;

const rounded = (value: number) => Number(value.toFixed(2));

/** Sizes under one kB/KiB are a word, not a symbol: a widget passes its translated form. */
export type PlainBytesText = (count: number) => string;

export interface ByteSizeOptions {
  /** kB (1000) or KiB (1024); decimal by default. */
  decimal?: boolean;
  /** The reader's locale (BCP 47) for the number: '1.5 MB' in English, '1,5 MB' in French. */
  locale?: string;
  /** The words for a size under one kB/KiB; English 'N bytes' by default. */
  plainBytes?: PlainBytesText;
}

const englishBytes: PlainBytesText = (count) => `${count} bytes`;

/** A file size as people read it: '1.5 MB', '9.31 GiB', '999 bytes'. */
export const formatBytes = (
  bytes: number,
  {
    decimal = DEFAULT_DECIMAL_SIZE_DISPLAY,
    locale,
    plainBytes = englishBytes,
  }: ByteSizeOptions = {},
): string => {
  const base = decimal ? 1000 : 1024;
  const units = decimal ? DECIMAL_UNITS : BINARY_UNITS;
  if (Math.abs(bytes) < base) return plainBytes(bytes);
  let index = 0;
  let value = bytes / base;
  // Compare the rounded value, so 999 999 bytes reads 1 MB rather than 1000 kB.
  while (index < units.length - 1 && Math.abs(rounded(value)) >= base) {
    value /= base;
    index += 1;
  }
  // Unit symbols are the same in every language; only the number follows the locale.
  const number = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 2 }).format(
    value,
  );
  return `${number} ${units[index]}`;
};
