import type { TFunction } from 'i18next';
import { formatBytes } from '../../core/rules';

/**
 * A file size as the uploader shows it: unit symbols (kB, MiB) stay as they are, but a size
 * under one kB is the word 'bytes', which a host's catalog translates (with its plurals).
 */
export const sizeText = (t: TFunction, bytes: number, decimal: boolean | undefined): string =>
  formatBytes(bytes, decimal, (count) => t('{{count}} bytes', { count }));
