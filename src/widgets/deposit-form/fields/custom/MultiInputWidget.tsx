import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form } from 'semantic-ui-react';
import { asText } from '../../../../core/serializer/jsonReaders';
import {
  describedBy,
  errorText,
  FieldMessages,
  useFormActions,
  useFormError,
  useFormValue,
} from '../../../../ui/fields';
import { commonSettings, type CustomFieldWidgetProps } from './customFieldWidgetProps';
import { ValueChips } from './ValueChips';

/**
 * InvenioRDM's `MultiInput`: a list of texts. Enter, or the add button (`additionLabel`),
 * adds what is typed; a text already in the list is not added twice.
 */
export const MultiInputWidget = ({ name, props }: CustomFieldWidgetProps) => {
  const { t } = useTranslation();
  const { label, hint, placeholder, required, disabled } = commonSettings(name, props);
  const stored = useFormValue<unknown>(name);
  const values = (Array.isArray(stored) ? stored : [stored]).map(asText).filter(Boolean);
  const error = errorText(useFormError(name));
  const { setFieldValue } = useFormActions();
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const messages = { hintId: `${id}-hint`, hint, errorId: `${id}-error`, error };
  const add = () => {
    const value = text.trim();
    if (value && !values.includes(value)) void setFieldValue(name, [...values, value]);
    setText('');
  };
  const remove = (index: number) => {
    void setFieldValue(
      name,
      values.filter((_, position) => position !== index),
    );
    // The button goes away with its chip; the keyboard user continues in the input.
    input.current?.focus();
  };
  return (
    <Form.Field required={required} error={Boolean(error)}>
      <label htmlFor={id}>{label}</label>
      <ValueChips label={t('Chosen {{label}}', { label })} texts={values} onRemove={remove} />
      <div className="rdm-suggestion-input">
        <input
          ref={input}
          id={id}
          name={name}
          type="text"
          autoComplete="off"
          value={text}
          placeholder={placeholder}
          disabled={disabled}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // The input is not the form's: Enter adds the text instead of saving the draft.
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(messages)}
        />
        <Button
          type="button"
          basic
          icon="add"
          content={asText(props.additionLabel) || t('Add')}
          disabled={disabled || text.trim() === ''}
          onClick={add}
        />
      </div>
      <FieldMessages {...messages} />
    </Form.Field>
  );
};
