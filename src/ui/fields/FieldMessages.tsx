import { useTranslation } from 'react-i18next';

/** The hint and the error under a field; ids so the input can be described by them. */
export interface FieldMessagesProps {
  hintId: string;
  hint?: string;
  errorId: string;
  error?: string;
}

/** Which of the messages the input should be described by. */
export const describedBy = ({ hintId, hint, errorId, error }: FieldMessagesProps) =>
  [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;

/** The error is the validation's English message (a catalog key) or the server's text as is. */
export const FieldMessages = ({ hintId, hint, errorId, error }: FieldMessagesProps) => {
  const { t } = useTranslation();
  return (
    <>
      {hint && (
        <p id={hintId} className="rdm-field-hint">
          {hint}
        </p>
      )}
      {error && (
        <div id={errorId} className="ui pointing basic red label">
          {t(error)}
        </div>
      )}
    </>
  );
};
