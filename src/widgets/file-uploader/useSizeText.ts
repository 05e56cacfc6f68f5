import { useCallback } from 'react';
import { useTranslation } from '../../ui/i18n/useTranslation';
import { formatBytes } from '../../core/rules';

/**
 * How the uploader writes a file size: the number in the widget's language ('1,5 MB' in
 * French), unit symbols (kB, MiB) as they are, and a size under one kB as the word 'bytes',
 * which a host's catalog translates (with its plurals).
 */
export const useSizeText = (decimal: boolean | undefined): ((bytes: number) => string) => {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return useCallback(
    (bytes: number) =>
      formatBytes(bytes, {
        decimal,
        locale,
        plainBytes: (count) => t('{{count}} bytes', { count }),
      }),
    [t, locale, decimal],
  );
};
