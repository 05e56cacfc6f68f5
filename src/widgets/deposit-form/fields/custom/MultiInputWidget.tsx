import { useRef, useState } from 'react';
import { useTranslation } from '../../../../ui/i18n/useTranslation';
import { asText } from '../../../../core/serializer/jsonReaders';
import { describedBy, FieldMessages } from '../../../../ui/fields';
import { Button } from '../../../../ui/semantic/Button';
import { FormField } from '../../../../ui/semantic/Form';
import type { CustomFieldWidgetProps } from './customFieldWidgetProps';
import { useCustomField } from './useCustomField';
import { ValueChips } from './ValueChips';

/**
 * InvenioRDM's `MultiInput`: a list of texts. Enter, or the add button (`additionLabel`),
 * adds what is typed; a text already in the list is not added twice.
 */
export const MultiInputWidget = ({ name, props }: CustomFieldWidgetProps) => {
  const { t } = useTranslation();
  const { settings, value, error, setValue, id, messages } = useCustomField(name, props);
  const { label, placeholder, required, disabled } = settings;
  const values = (Array.isArray(value) ? value : [value]).map(asText).filter(Boolean);
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const add = () => {
    const typed = text.trim();
    if (typed && !values.includes(typed)) setValue([...values, typed]);
    setText('');
  };
  const remove = (index: number) => {
    setValue(values.filter((_, position) => position !== index));
    // The button goes away with its chip; the keyboard user continues in the input.
    input.current?.focus();
  };
  return (
    <FormField required={required} error={Boolean(error)}>
      <label htmlFor={id}>{label}</label>
      <ValueChips label={t('Chosen {{label}}', { label })} texts={values} onRemove={remove} />
      <div className="rdm-suggestion-input">
        <input
          ref={input}
          id={id}
          name={name}
          type="text"
          dir="auto"
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
    </FormField>
  );
};
