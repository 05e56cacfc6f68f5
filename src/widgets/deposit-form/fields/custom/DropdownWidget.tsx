import { useMemo } from 'react';
import { useTranslation } from '../../../../ui/i18n/useTranslation';
import {
  readVocabularyChoices,
  type VocabularyChoice,
} from '../../../../core/serializer/vocabularyChoices';
import { describedBy, FieldMessages } from '../../../../ui/fields';
import { FormField } from '../../../../ui/semantic/Form';
import { useCustomFieldOptions } from './customFieldOptions';
import type { CommonFieldSettings, CustomFieldWidgetProps } from './customFieldWidgetProps';
import { useCustomField } from './useCustomField';

/**
 * InvenioRDM's `Dropdown`: a choice from a short vocabulary whose entries the host prints in
 * `props.options` (as InvenioRDM does) or in `config.custom_fields.vocabularies[<field>]`.
 * One choice is a native select (keyboard, screen readers and phone pickers for free);
 * several (`multiple`) are checkboxes. The value is the entry `{id, title}` (a list of
 * them), sent to the server by id.
 */
export const DropdownWidget = ({ name, props }: CustomFieldWidgetProps) => {
  const { settings, value, setValue, id, messages } = useCustomField(name, props);
  const { vocabularies, locale } = useCustomFieldOptions();
  const { options: printed } = props;
  const listed = useMemo(
    () =>
      readVocabularyChoices(
        Array.isArray(printed) ? printed : vocabularies[name.replace(/^custom_fields\./, '')],
        locale,
      ),
    [printed, vocabularies, name, locale],
  );
  const chosen = readVocabularyChoices(value, locale);
  // An entry the list no longer offers (retired, or printed in another language) stays shown.
  const unlisted = chosen.filter((choice) => !listed.some(({ id }) => id === choice.id));
  const options = unlisted.length > 0 ? [...unlisted, ...listed] : listed;
  const choiceProps = { id, name, options, chosen, settings, messages };
  return props.multiple === true ? (
    <Checkboxes {...choiceProps} onChange={setValue} />
  ) : (
    <Select
      {...choiceProps}
      clearable={props.clearable !== false || !settings.required}
      onChange={(choice) => setValue(choice ?? '')}
    />
  );
};

interface ChoiceProps {
  id: string;
  name: string;
  /** The listed entries, after any chosen one the list lacks. */
  options: VocabularyChoice[];
  chosen: VocabularyChoice[];
  settings: CommonFieldSettings;
  messages: Parameters<typeof describedBy>[0];
}

const Select = ({
  id,
  name,
  options,
  chosen,
  settings,
  messages,
  clearable,
  onChange,
}: ChoiceProps & { clearable: boolean; onChange: (choice?: VocabularyChoice) => void }) => {
  const { t } = useTranslation();
  const current = chosen[0];
  return (
    <FormField required={settings.required} error={Boolean(messages.error)}>
      <label htmlFor={id}>{settings.label}</label>
      <select
        id={id}
        className="ui dropdown"
        name={name}
        value={current?.id ?? ''}
        disabled={settings.disabled}
        onChange={(event) => onChange(options.find((option) => option.id === event.target.value))}
        aria-invalid={messages.error ? true : undefined}
        aria-describedby={describedBy(messages)}
      >
        {(clearable || !current) && (
          <option value="">{settings.placeholder ?? t('Select…')}</option>
        )}
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.title}
          </option>
        ))}
      </select>
      <FieldMessages {...messages} />
    </FormField>
  );
};

const Checkboxes = ({
  id,
  name,
  options,
  chosen,
  settings,
  messages,
  onChange,
}: ChoiceProps & { onChange: (choices: VocabularyChoice[]) => void }) => {
  const isChosen = (option: VocabularyChoice) => chosen.some(({ id }) => id === option.id);
  return (
    <fieldset
      data-field={name}
      className={messages.error ? 'rdm-choice-group error' : 'rdm-choice-group'}
      aria-describedby={describedBy(messages)}
      disabled={settings.disabled}
    >
      <legend className={settings.required ? 'rdm-required' : undefined}>{settings.label}</legend>
      {options.map((option, index) => (
        <div key={option.id} className="ui checkbox rdm-choice">
          <input
            id={`${id}-${index}`}
            type="checkbox"
            checked={isChosen(option)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? [...chosen, option]
                  : chosen.filter((choice) => choice.id !== option.id),
              )
            }
          />
          <label htmlFor={`${id}-${index}`}>{option.title}</label>
        </div>
      ))}
      <FieldMessages {...messages} />
    </fieldset>
  );
};
