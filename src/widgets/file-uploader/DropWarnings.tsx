import { useTranslation } from '../../ui/i18n/useTranslation';
import { Message } from 'semantic-ui-react';
import type { DropWarning } from '../../core/upload';
import { useSizeText } from './useSizeText';

export interface DropWarningsProps {
  warnings: readonly DropWarning[];
  /** `config.decimalSizeDisplay`: kB (1000) or KiB (1024) in the storage warning. */
  decimalSizeDisplay: boolean | undefined;
}

/** The warning's values to put in its text: byte counts become sizes in the catalog's words. */
const shownValues = (warning: DropWarning, sizeText: (bytes: number) => string) => {
  const values: Record<string, string | number> = { ...warning.values };
  for (const key of warning.sizes ?? []) {
    const bytes = warning.values?.[key];
    if (bytes !== undefined) values[key] = sizeText(bytes);
  }
  return values;
};

/** Why some dropped files were not added (quota, duplicates, empty files); the next drop replaces them. */
export const DropWarnings = ({ warnings, decimalSizeDisplay }: DropWarningsProps) => {
  const { t } = useTranslation();
  const sizeText = useSizeText(decimalSizeDisplay);
  if (warnings.length === 0) return null;
  return (
    <Message warning data-state="drop-warnings" role="alert">
      <Message.List>
        {warnings.map((warning) => (
          <Message.Item key={warning.kind} data-kind={warning.kind}>
            {t(warning.message, shownValues(warning, sizeText))}
            {warning.names && warning.names.length > 0 && (
              <ul aria-label={t('Files concerned')}>
                {warning.names.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            )}
          </Message.Item>
        ))}
      </Message.List>
    </Message>
  );
};
