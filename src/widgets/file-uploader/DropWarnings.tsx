import { useTranslation } from 'react-i18next';
import { Message } from 'semantic-ui-react';
import type { DropWarning } from '../../core/upload';

export interface DropWarningsProps {
  warnings: readonly DropWarning[];
}

/** Why some dropped files were not added (quota, duplicates, empty files); the next drop replaces them. */
export const DropWarnings = ({ warnings }: DropWarningsProps) => {
  const { t } = useTranslation();
  if (warnings.length === 0) return null;
  return (
    <Message warning data-state="drop-warnings" role="alert">
      <Message.List>
        {warnings.map((warning) => (
          <Message.Item key={warning.kind} data-kind={warning.kind}>
            {t(warning.message, warning.values)}
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
