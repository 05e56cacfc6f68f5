import { useId } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import type { SelectOption } from '../../core/model';
import { Button } from '../semantic/Button';
import { FormField } from '../semantic/Form';
import { errorText } from './errorText';
import { FieldError } from './FieldError';

interface RowInputBase {
  /** The value's path in the form. */
  path: string;
  /** Already translated. */
  label: string;
  /** The message of this input, from the row's errors. */
  error?: unknown;
  required?: boolean;
  setValue: (path: string, value: unknown) => void;
}

export interface RowTextInputProps extends RowInputBase {
  value: string | undefined;
  hint?: string;
}

/** A text input of a list row: writes through setValue, so only its row re-renders. */
export const RowTextInput = ({
  path,
  label,
  value,
  error,
  required,
  hint,
  setValue,
}: RowTextInputProps) => {
  const id = useId();
  const message = errorText(error);
  return (
    <FormField required={required} error={Boolean(message)}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value ?? ''}
        autoComplete="off"
        dir="auto"
        onChange={(event) => setValue(path, event.target.value)}
        aria-invalid={message ? true : undefined}
        aria-describedby={
          [hint && `${id}-hint`, message && `${id}-error`].filter(Boolean).join(' ') || undefined
        }
      />
      {hint && (
        <p id={`${id}-hint`} className="rdm-field-hint">
          {hint}
        </p>
      )}
      {message && <FieldError id={`${id}-error`} message={message} />}
    </FormField>
  );
};

export interface RowSelectProps extends RowInputBase {
  value: string | undefined;
  options: readonly SelectOption[];
  placeholder?: string;
}

/** A native select of a list row (see SelectField for why native). */
export const RowSelect = ({
  path,
  label,
  value,
  error,
  required,
  options,
  placeholder,
  setValue,
}: RowSelectProps) => {
  const { t } = useTranslation();
  const id = useId();
  const message = errorText(error);
  return (
    <FormField required={required} error={Boolean(message)}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="ui dropdown"
        value={value ?? ''}
        onChange={(event) => setValue(path, event.target.value)}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
      >
        <option value="">{placeholder ?? t('Select…')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
      {message && <FieldError id={`${id}-error`} message={message} />}
    </FormField>
  );
};

/** A row's Remove button, named after what it removes ('Remove date 2'). */
export const RemoveRowButton = ({ label, onClick }: { label: string; onClick: () => void }) => (
  <Button
    type="button"
    basic
    icon="trash alternate outline"
    aria-label={label}
    title={label}
    onClick={onClick}
  />
);

/** The message of one key of a row's errors. */
export const rowError = (errors: unknown, key: string): unknown =>
  errors && typeof errors === 'object' ? (errors as Record<string, unknown>)[key] : undefined;
