import { useId } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import type { SelectOption } from '../../core/model';
import { FormField } from '../semantic/Form';
import { errorText } from './errorText';
import { describedBy, FieldMessages } from './FieldMessages';
import { useFormActions, useFormError, useFormValue } from './formSlices';

export interface SelectFieldProps {
  name: string;
  /** Already translated. */
  label: string;
  /** Texts already translated (or proper names). */
  options: readonly SelectOption[];
  required?: boolean;
  hint?: string;
  /** The empty choice's text; none means a value must be chosen. */
  placeholder?: string;
}

/**
 * A labelled choice from a short list, as a native select (Fomantic styles it): keyboard,
 * screen readers and mobile pickers work without any script of ours.
 */
export const SelectField = ({
  name,
  label,
  options,
  required = false,
  hint,
  placeholder,
}: SelectFieldProps) => {
  const { t } = useTranslation();
  const value = useFormValue<string | undefined>(name);
  const error = useFormError(name);
  const { setFieldValue } = useFormActions();
  const id = useId();
  const messages = {
    hintId: `${id}-hint`,
    hint,
    errorId: `${id}-error`,
    error: errorText(error),
  };
  return (
    <FormField required={required} error={Boolean(messages.error)}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="ui dropdown"
        name={name}
        value={value ?? ''}
        onChange={(event) => setFieldValue(name, event.target.value)}
        aria-invalid={messages.error ? true : undefined}
        aria-describedby={describedBy(messages)}
      >
        <option value="">{placeholder ?? t('Select…')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
      <FieldMessages {...messages} />
    </FormField>
  );
};
