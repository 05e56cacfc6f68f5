import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Message } from 'semantic-ui-react';
import type { DropWarning } from '../../core/upload';
import { sizeText } from './sizeText';

export interface DropWarningsProps {
  warnings: readonly DropWarning[];
  /** `config.decimalSizeDisplay`: kB (1000) or KiB (1024) in the storage warning. */
  decimalSizeDisplay: boolean | undefined;
}

/** The warning's values to put in its text: byte counts become sizes in the catalog's words. */
const shownValues = (t: TFunction, warning: DropWarning, decimal: boolean | undefined) => {
  const values: Record<string, string | number> = { ...warning.values };
  for (const key of warning.sizes ?? []) {
    const bytes = warning.values?.[key];
    if (bytes !== undefined) values[key] = sizeText(t, bytes, decimal);
  }
  return values;
};

/** Why some dropped files were not added (quota, duplicates, empty files); the next drop replaces them. */
export const DropWarnings = ({ warnings, decimalSizeDisplay }: DropWarningsProps) => {
  const { t } = useTranslation();
  if (warnings.length === 0) return null;
  return (
    <Message warning data-state="drop-warnings" role="alert">
      <Message.List>
        {warnings.map((warning) => (
          <Message.Item key={warning.kind} data-kind={warning.kind}>
            {t(warning.message, shownValues(t, warning, decimalSizeDisplay))}
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
