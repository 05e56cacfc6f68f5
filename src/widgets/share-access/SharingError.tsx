import { useTranslation } from '../../ui/i18n/useTranslation';
import { Message } from 'semantic-ui-react';
import { isCancelled, sharingErrorOf } from '../../core/rules';

export interface SharingErrorProps {
  /** What a sharing call threw; null or undefined when nothing failed. */
  error: unknown;
  /** Already translated; defaults to 'Something went wrong'. */
  header?: string;
}

/**
 * The server's message under a header, then each field's messages (docs/behaviour.md#sharing).
 * A request cancelled because the modal closed is no failure, so it shows nothing.
 */
export const SharingError = ({ error, header }: SharingErrorProps) => {
  const { t } = useTranslation();
  if (error === null || error === undefined || isCancelled(error)) return null;
  const { message, fields } = sharingErrorOf(error);
  return (
    <Message negative size="small" role="alert">
      <Message.Header>{header ?? t('Something went wrong')}</Message.Header>
      <p>{message}</p>
      {fields.length > 0 && (
        <ul className="list">
          {fields.map(({ field, messages }) => (
            <li key={field}>{`${field}: ${messages.join(' ')}`}</li>
          ))}
        </ul>
      )}
    </Message>
  );
};
