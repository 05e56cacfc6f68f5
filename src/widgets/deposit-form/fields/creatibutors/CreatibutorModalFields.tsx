import { useFormikContext } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../../ui/i18n/useTranslation';
import type { VocabulariesApi } from '../../../../core/api';
import type {
  FormVocabularies,
  NamesAutocompleteMode,
  PersonOrOrgType,
} from '../../../../core/model';
import { creatorName } from '../../../../core/rules';
import { SelectField, TextField } from '../../../../ui/fields';
import { Button } from '../../../../ui/semantic/Button';
import { Checkbox } from '../../../../ui/semantic/Checkbox';
import { AffiliationsInput } from './AffiliationsInput';
import { IdentifiersInput } from './IdentifiersInput';
import { NameAutocomplete } from './NameAutocomplete';
import {
  toCreatibutorValues,
  valuesFromName,
  type CreatibutorFormValues,
  type CreatibutorKind,
} from './creatibutorFormValues';
import type { FindCoauthors } from './useCoauthors';

export interface CreatibutorModalFieldsProps {
  kind: CreatibutorKind;
  vocabularies?: FormVocabularies;
  vocabulariesApi?: VocabulariesApi;
  autocompleteNames: NamesAutocompleteMode;
  /** Editing someone: their fields show at once, even in 'search_only' mode. */
  editing: boolean;
  /** The user's co-authors, suggested in the names search before the vocabulary's names. */
  findCoauthors?: FindCoauthors;
}

/** The inputs of the creator modal: type, names search, names, identifiers, affiliations, role. */
export const CreatibutorModalFields = ({
  kind,
  vocabularies,
  vocabulariesApi,
  autocompleteNames,
  editing,
  findCoauthors,
}: CreatibutorModalFieldsProps) => {
  const { t } = useTranslation();
  const { values, errors, setFieldValue, setValues } = useFormikContext<CreatibutorFormValues>();
  const [manual, setManual] = useState(editing);
  const [filledFrom, setFilledFrom] = useState<string | null>(null);
  const personal = values.type === 'personal';
  const searchShown = personal && autocompleteNames !== 'off' && vocabulariesApi !== undefined;
  // 'search_only': a person is found, not typed, unless the user asks to type one.
  const personFieldsShown = !searchShown || autocompleteNames !== 'search_only' || manual;
  const familyNameFocus = useFocusWhen(manual && !editing, 'input');
  // An organisation picked in the search: the search goes, its name box takes the focus.
  const orgNameFocus = useFocusWhen(!personal && filledFrom !== null, 'input');
  const roles = vocabularies?.[kind]?.role ?? [];
  const fill = (next: CreatibutorFormValues, name: string) => {
    void setValues(next);
    setFilledFrom(name);
    setManual(true);
  };

  return (
    <>
      <TypeChoice
        type={values.type}
        onChange={(type) => {
          setFilledFrom(null);
          void setFieldValue('type', type);
        }}
      />
      {searchShown && vocabulariesApi && (
        <NameAutocomplete
          vocabulariesApi={vocabulariesApi}
          onPick={(person) => fill(valuesFromName(person, values), person.name)}
          findCoauthors={findCoauthors}
          onPickCoauthor={(coauthor) =>
            fill(
              // Their role only in the contributors' modal: creators' roles are another vocabulary.
              {
                ...toCreatibutorValues(coauthor),
                role: (kind === 'contributors' && coauthor.role) || values.role,
              },
              creatorName(coauthor),
            )
          }
        />
      )}
      <div aria-live="polite">
        {filledFrom && (
          <p className="ui small text">{t('Filled in from {{name}}.', { name: filledFrom })}</p>
        )}
      </div>
      {!personFieldsShown && (
        <Button type="button" basic content={t('Enter manually')} onClick={() => setManual(true)} />
      )}
      {personal && personFieldsShown && (
        <div ref={familyNameFocus} className="two fields">
          <TextField name="family_name" label={t('Family name')} required />
          <TextField name="given_name" label={t('Given names')} />
        </div>
      )}
      {!personal && (
        <div ref={orgNameFocus} className="rdm-organisation-name">
          <TextField name="name" label={t('Name')} required />
        </div>
      )}
      {personFieldsShown && (
        <>
          <IdentifiersInput
            type={values.type}
            values={values.identifiers}
            errors={errors.identifiers}
            onChange={(scheme, identifier) =>
              void setFieldValue('identifiers', { ...values.identifiers, [scheme]: identifier })
            }
          />
          {personal && (
            <AffiliationsInput
              value={values.affiliations}
              vocabulariesApi={vocabulariesApi}
              onChange={(affiliations) => void setFieldValue('affiliations', affiliations)}
            />
          )}
        </>
      )}
      {(kind === 'contributors' || roles.length > 0) && (
        <SelectField
          name="role"
          label={t('Role')}
          options={roles}
          required={kind === 'contributors'}
          placeholder={kind === 'contributors' ? t('Select a role') : t('No role')}
        />
      )}
    </>
  );
};

/** Focuses the first `selector` inside the returned ref's element once `when` turns true. */
const useFocusWhen = (when: boolean, selector: string) => {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (when) ref.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [when, selector]);
  return ref;
};

interface TypeChoiceProps {
  type: PersonOrOrgType;
  onChange: (type: PersonOrOrgType) => void;
}

const TypeChoice = ({ type, onChange }: TypeChoiceProps) => {
  const { t } = useTranslation();
  const name = useId();
  const choices: [PersonOrOrgType, string][] = [
    ['personal', t('Person')],
    ['organizational', t('Organization')],
  ];
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }} className="inline fields">
      <legend>{t('Type')}</legend>
      {choices.map(([value, label]) => (
        <div key={value} className="field">
          <Checkbox
            radio
            type="radio"
            id={`${name}-${value}`}
            name={name}
            label={label}
            checked={type === value}
            onChange={() => onChange(value)}
          />
        </div>
      ))}
    </fieldset>
  );
};
