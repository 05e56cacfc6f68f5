import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'semantic-ui-react';
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

/**
 * InvenioRDM's `BooleanCheckbox`: true or false, each named by the config (`trueLabel`,
 * `falseLabel`), as two radio buttons; an optional field can be left unanswered again.
 * False is a value: it is saved, not dropped as empty.
 */
export const BooleanCheckboxWidget = ({ name, props }: CustomFieldWidgetProps) => {
  const { t } = useTranslation();
  const { label, hint, required, disabled } = commonSettings(name, props);
  const value = useFormValue<unknown>(name);
  const error = errorText(useFormError(name));
  const { setFieldValue } = useFormActions();
  const id = useId();
  const messages = { hintId: `${id}-hint`, hint, errorId: `${id}-error`, error };
  const choices = [
    { value: true, text: asText(props.trueLabel) || t('Yes') },
    { value: false, text: asText(props.falseLabel) || t('No') },
  ];
  return (
    <fieldset
      data-field={name}
      className={error ? 'rdm-choice-group error' : 'rdm-choice-group'}
      aria-describedby={describedBy(messages)}
      disabled={disabled}
    >
      <legend className={required ? 'rdm-required' : undefined}>{label}</legend>
      {choices.map((choice) => (
        <div key={String(choice.value)} className="ui radio checkbox rdm-choice">
          <input
            id={`${id}-${String(choice.value)}`}
            type="radio"
            name={`${id}-${name}`}
            checked={value === choice.value}
            onChange={() => void setFieldValue(name, choice.value)}
          />
          <label htmlFor={`${id}-${String(choice.value)}`}>{choice.text}</label>
        </div>
      ))}
      {!required && typeof value === 'boolean' && (
        <Button
          type="button"
          basic
          size="small"
          content={t('Clear the answer')}
          onClick={() => {
            void setFieldValue(name, '');
            // The button goes with the answer; the keyboard user lands on the first choice.
            document.getElementById(`${id}-true`)?.focus();
          }}
        />
      )}
      <FieldMessages {...messages} />
    </fieldset>
  );
};
