import { DEFAULT_DECIMAL_SIZE_DISPLAY } from './constants';

/** File sizes in quota messages: decimal (kB, 1000) by default, binary (KiB, 1024) otherwise. */

const DECIMAL_UNITS = ['kB', 'MB', 'GB', 'TB', 'PB'] as const;
const BINARY_UNITS = ['KiB', 'MiB', 'GiB', 'TiB', 'PiB'] as const;

const rounded = (value: number) => Number(value.toFixed(2));

/** Sizes under one kB/KiB are a word, not a symbol: a widget passes its translated form. */
export type PlainBytesText = (count: number) => string;

const englishBytes: PlainBytesText = (count) => `${count} bytes`;

export const formatBytes = (
  bytes: number,
  decimal = DEFAULT_DECIMAL_SIZE_DISPLAY,
  plainBytes: PlainBytesText = englishBytes,
): string => {
  const base = decimal ? 1000 : 1024;
  const units = decimal ? DECIMAL_UNITS : BINARY_UNITS;
  if (Math.abs(bytes) < base) return plainBytes(bytes);
  let index = 0;
  let value = bytes / base;
  // Compare the rounded value, so 999 999 bytes reads 1.00 MB rather than 1000.00 kB.
  while (index < units.length - 1 && Math.abs(rounded(value)) >= base) {
    value /= base;
    index += 1;
  }
  return `${value.toFixed(2)} ${units[index]}`;
};
