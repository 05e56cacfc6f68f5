import { useTranslation } from '../../ui/i18n/useTranslation';
import { Message } from 'semantic-ui-react';
import type { ApiFieldError } from '../../core/api';
import type { ShownFailure } from './useRequestSubmission';

export interface FailureMessageProps {
  failure: ShownFailure;
  /** Field errors the form has no field for; the others show at their fields. */
  unplaced: readonly ApiFieldError[];
}

/** Why the request was refused: the server's message (docs/widgets.md#request-access). */
export const FailureMessage = ({ failure, unplaced }: FailureMessageProps) => {
  const { t } = useTranslation();
  return (
    <Message negative size="small">
      <Message.Header>{t('Unable to send your request.')}</Message.Header>
      <p>
        {failure.kind === 'rate-limited'
          ? t('Too many requests. Try again later.')
          : failure.message}
      </p>
      {unplaced.length > 0 && (
        <ul className="list">
          {unplaced.map(({ field, messages }) => (
            <li key={field}>{`${field}: ${messages.join(' ')}`}</li>
          ))}
        </ul>
      )}
    </Message>
  );
};
