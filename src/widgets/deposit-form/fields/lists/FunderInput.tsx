import { useCallback } from 'react';
import { useTranslation } from '../../../../ui/i18n/useTranslation';
import type { FunderSuggestion } from '../../../../core/api/vocabularies';
import type { FormFunding } from '../../../../core/model';
import { errorText, rowError } from '../../../../ui/fields';
import { ChosenEntry } from './ChosenEntry';
import { useFundingRowOptions } from './fundingRowOptions';
import { SuggestionInput } from './SuggestionInput';
import type { SuggestionSearch } from '../../../../ui/hooks/useSuggestions';

export interface FunderInputProps {
  funder: FormFunding['funder'];
  /** The row's `funder` errors: a message, or messages by key. */
  errors: unknown;
  onChange: (funder: FormFunding['funder']) => void;
}

const funderText = ({ name, country_name }: FunderSuggestion) =>
  country_name ? `${name} (${country_name})` : name;

/** The funder: one from the funders vocabulary (searched), or a name typed freely. */
export const FunderInput = ({ funder, errors, onChange }: FunderInputProps) => {
  const { t } = useTranslation();
  const { vocabulariesApi } = useFundingRowOptions();
  const search = useCallback<SuggestionSearch<FunderSuggestion>>(
    (query, options) => vocabulariesApi!.funders(query, options),
    [vocabulariesApi],
  );
  const error =
    errorText(errors) ?? errorText(rowError(errors, 'name')) ?? errorText(rowError(errors, 'id'));
  return (
    <ChosenEntry
      label={t('Funder')}
      chosen={funder?.id ? (funder.name ?? funder.id) : undefined}
      changeLabel={t('Change funder')}
      onChange={() => onChange({})}
      error={error}
    >
      <SuggestionInput<FunderSuggestion>
        label={t('Funder')}
        text={funder?.name ?? ''}
        onTextChange={(name) => onChange({ name })}
        search={vocabulariesApi ? search : undefined}
        hitText={funderText}
        hitKey={(hit) => hit.id}
        onPick={({ id, name }) => onChange({ id, name })}
        error={error}
        required
      />
    </ChosenEntry>
  );
};
