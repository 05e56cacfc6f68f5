import { useTranslation } from '../../../../ui/i18n/useTranslation';
import { asText } from '../../../../core/serializer/jsonReaders';
import { describedBy, FieldMessages } from '../../../../ui/fields';
import { Button } from '../../../../ui/semantic/Button';
import type { CustomFieldWidgetProps } from './customFieldWidgetProps';
import { useCustomField } from './useCustomField';

/**
 * InvenioRDM's `BooleanCheckbox`: true or false, each named by the config (`trueLabel`,
 * `falseLabel`), as two radio buttons; an optional field can be left unanswered again.
 * False is a value: it is saved, not dropped as empty.
 */
export const BooleanCheckboxWidget = ({ name, props }: CustomFieldWidgetProps) => {
  const { t } = useTranslation();
  const { settings, value, error, setValue, id, messages } = useCustomField(name, props);
  const choices = [
    { value: true, text: asText(props.trueLabel) || t('Yes') },
    { value: false, text: asText(props.falseLabel) || t('No') },
  ];
  return (
    <fieldset
      data-field={name}
      className={error ? 'rdm-choice-group error' : 'rdm-choice-group'}
      aria-describedby={describedBy(messages)}
      disabled={settings.disabled}
    >
      <legend className={settings.required ? 'rdm-required' : undefined}>{settings.label}</legend>
      {choices.map((choice) => (
        <div key={String(choice.value)} className="ui radio checkbox rdm-choice">
          <input
            id={`${id}-${String(choice.value)}`}
            type="radio"
            name={`${id}-${name}`}
            checked={value === choice.value}
            onChange={() => setValue(choice.value)}
          />
          <label htmlFor={`${id}-${String(choice.value)}`}>{choice.text}</label>
        </div>
      ))}
      {!settings.required && typeof value === 'boolean' && (
        <Button
          type="button"
          basic
          size="small"
          content={t('Clear the answer')}
          onClick={() => {
            setValue('');
            // The button goes with the answer; the keyboard user lands on the first choice.
            document.getElementById(`${id}-true`)?.focus();
          }}
        />
      )}
      <FieldMessages {...messages} />
    </fieldset>
  );
};
