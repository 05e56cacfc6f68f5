import { FieldError } from './FieldError';

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

/** A field's hint and its error (translated by FieldError). */
export const FieldMessages = ({ hintId, hint, errorId, error }: FieldMessagesProps) => (
  <>
    {hint && (
      <p id={hintId} className="rdm-field-hint">
        {hint}
      </p>
    )}
    {error && <FieldError id={errorId} message={error} />}
  </>
);
