import { useState } from 'react';
import { asText } from '../../../../core/serializer/jsonReaders';
import { describedBy, FieldMessages } from '../../../../ui/fields';
import { FormField } from '../../../../ui/semantic/Form';
import type { CustomFieldWidgetProps } from './customFieldWidgetProps';
import { useCustomField } from './useCustomField';

/** The number a text stands for, '' for no text, or the text itself when it is no number. */
const numberOf = (text: string): number | string => {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : text;
};

/**
 * InvenioRDM's `NumberInput`. The value is a JSON number; what the user types stays as typed
 * ('1.', '-' on the way to a number), and a text that is no number is kept and sent as it is,
 * so the server's message says what is wrong and nothing typed is lost.
 */
export const NumberInputWidget = ({ name, props }: CustomFieldWidgetProps) => {
  const { settings, value, setValue, id, messages } = useCustomField(name, props);
  const [typed, setTyped] = useState(() => asText(value));
  // What the user typed while it still stands for the value; a value changed elsewhere (a
  // draft reloaded, another tab's save merged in) shows as it is.
  const text = numberOf(typed) === (value ?? '') ? typed : asText(value);
  return (
    <FormField required={settings.required} error={Boolean(messages.error)}>
      <label htmlFor={id}>{settings.label}</label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        placeholder={settings.placeholder}
        disabled={settings.disabled}
        onChange={(event) => {
          setTyped(event.target.value);
          setValue(numberOf(event.target.value));
        }}
        aria-invalid={messages.error ? true : undefined}
        aria-describedby={describedBy(messages)}
      />
      <FieldMessages {...messages} />
    </FormField>
  );
};
