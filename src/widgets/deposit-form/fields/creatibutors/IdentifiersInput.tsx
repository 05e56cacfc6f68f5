import { useId } from 'react';
import { useTranslation } from '../../../../ui/i18n/useTranslation';
import { FormGroup } from 'semantic-ui-react';
import type { PersonOrOrgType } from '../../../../core/model';
import { errorText, FieldError, rowError } from '../../../../ui/fields';
import { FormField } from '../../../../ui/semantic/Form';
import { IDENTIFIER_SCHEMES, type IdentifierSchemeChoice } from './creatibutorFormIdentifiers';

export interface IdentifiersInputProps {
  type: PersonOrOrgType;
  /** Identifier text by scheme. */
  values: Readonly<Record<string, string>>;
  /** The form's errors under `identifiers` (a message by scheme). */
  errors: unknown;
  onChange: (scheme: string, identifier: string) => void;
}

/** One input per identifier scheme of the type (ORCID, GND, ISNI or ROR, GND, ISNI). */
export const IdentifiersInput = ({ type, values, errors, onChange }: IdentifiersInputProps) => {
  const { t } = useTranslation();
  return (
    <fieldset className="rdm-identifiers">
      <legend>{t('Identifiers')}</legend>
      <FormGroup widths="equal">
        {IDENTIFIER_SCHEMES[type].map((choice) => (
          <IdentifierInput
            key={choice.scheme}
            choice={choice}
            value={values[choice.scheme] ?? ''}
            error={errorText(rowError(errors, choice.scheme))}
            onChange={onChange}
          />
        ))}
      </FormGroup>
    </fieldset>
  );
};

interface IdentifierInputProps {
  choice: IdentifierSchemeChoice;
  value: string;
  error?: string;
  onChange: (scheme: string, identifier: string) => void;
}

const IdentifierInput = ({ choice, value, error, onChange }: IdentifierInputProps) => {
  const id = useId();
  return (
    <FormField error={Boolean(error)}>
      <label htmlFor={id}>{choice.label}</label>
      <input
        id={id}
        value={value}
        autoComplete="off"
        placeholder={choice.placeholder}
        onChange={(event) => onChange(choice.scheme, event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && <FieldError id={`${id}-error`} message={error} />}
    </FormField>
  );
};
