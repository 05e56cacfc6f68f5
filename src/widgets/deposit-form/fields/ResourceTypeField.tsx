import { useCallback, useId, useMemo } from 'react';
import { useTranslation } from '../../../ui/i18n/useTranslation';
import type { FormVocabularies } from '../../../core/model';
import { resourceTypeChoices, type ResourceTypeChoice } from '../../../core/rules';
import { useWhenIdle } from '../../../ui/hooks/useWhenIdle';
import {
  errorText,
  FieldError,
  useFormActions,
  useFormError,
  useFormValue,
} from '../../../ui/fields';
import { FormField } from '../../../ui/semantic/Form';

const NAME = 'metadata.resource_type';

export interface ResourceTypeFieldProps {
  vocabularies?: FormVocabularies;
}

/**
 * The record's resource type, as a native select (keyboard, screen readers and mobile pickers
 * work as usual); a native option cannot show an icon, so the chosen type's icon sits beside.
 */
export const ResourceTypeField = ({ vocabularies }: ResourceTypeFieldProps) => {
  const value = useFormValue<string | undefined>(NAME);
  const error = useFormError(NAME);
  const { setFieldValue } = useFormActions();
  const options = vocabularies?.resource_type;
  // Sorting in the user's language sets up a collator, a costly first in a page: the list
  // keeps the vocabulary's order until the form has painted and the browser is idle.
  const sorted = useWhenIdle();
  const choices = useMemo(
    () => resourceTypeChoices(options ?? [], { sort: sorted }),
    [options, sorted],
  );
  const onChange = useCallback((next: string) => setFieldValue(NAME, next), [setFieldValue]);
  return (
    <ResourceTypeSelect
      value={value ?? ''}
      error={errorText(error)}
      choices={choices}
      onChange={onChange}
    />
  );
};

interface ResourceTypeSelectProps {
  value: string;
  error?: string;
  choices: readonly ResourceTypeChoice[];
  onChange: (value: string) => void;
}

const ResourceTypeSelect = ({ value, error, choices, onChange }: ResourceTypeSelectProps) => {
  const { t } = useTranslation();
  const id = useId();
  const icon = choices.find((choice) => choice.value === value)?.icon;
  return (
    <FormField required error={Boolean(error)}>
      <label htmlFor={id}>{t('Resource type')}</label>
      <div style={selectWithIcon}>
        <i className={`large ${icon || 'file outline'} icon`} aria-hidden="true" />
        <select
          id={id}
          className="ui dropdown"
          name={NAME}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          <option value="">{t('Select a resource type…')}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.text}
            </option>
          ))}
        </select>
      </div>
      {error && <FieldError id={`${id}-error`} message={error} />}
    </FormField>
  );
};

const selectWithIcon = { display: 'flex', alignItems: 'center', gap: '0.5em' } as const;
