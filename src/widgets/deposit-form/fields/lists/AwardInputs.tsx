import { useCallback } from 'react';
import { useTranslation } from '../../../../ui/i18n/useTranslation';
import type { AwardSuggestion } from '../../../../core/api/vocabularies';
import type { FormAward } from '../../../../core/model';
import { readLocalised } from '../../../../core/serializer/localisedText';
import { errorText, RowTextInput, rowError } from '../../../../ui/fields';
import { ChosenEntry } from './ChosenEntry';
import { useFundingRowOptions } from './fundingRowOptions';
import { SuggestionInput } from './SuggestionInput';
import type { SuggestionSearch } from '../../../../ui/hooks/useSuggestions';

export interface AwardInputsProps {
  /** The award's path in the form, e.g. `metadata.funding.0.award`. */
  path: string;
  award: FormAward | undefined;
  /** Awards are searched among this funder's only; none: custom awards only. */
  funderId: string | undefined;
  /** The row's `award` errors: a message, or messages by key. */
  errors: unknown;
  setValue: (path: string, value: unknown) => void;
}

const awardText = (number: string | undefined, title: string | undefined) =>
  [number, title].filter(Boolean).join(' – ');

/**
 * The award: one of the funder's awards (searched by number, acronym or title), or a custom
 * one with its own title, number and URL. Typing a title makes the award a custom one.
 */
export const AwardInputs = ({ path, award, funderId, errors, setValue }: AwardInputsProps) => {
  const { t } = useTranslation();
  const { vocabulariesApi, locale } = useFundingRowOptions();
  const search = useCallback<SuggestionSearch<AwardSuggestion>>(
    (query, options) => vocabulariesApi!.awards(query, funderId, options),
    [vocabulariesApi, funderId],
  );
  const titleOf = (hit: AwardSuggestion) => hit.title_l10n || readLocalised(hit.title, locale);
  const hitText = (hit: AwardSuggestion) =>
    awardText(hit.number, hit.acronym ? `${hit.acronym}: ${titleOf(hit)}` : titleOf(hit));
  const ownError = errorText(errors) ?? errorText(rowError(errors, 'id'));
  const custom = award ?? {};
  return (
    <ChosenEntry
      label={t('Award')}
      chosen={award?.id ? awardText(award.number, award.title) || award.id : undefined}
      changeLabel={t('Change award')}
      onChange={() => setValue(path, undefined)}
      error={ownError}
    >
      <SuggestionInput<AwardSuggestion>
        label={t('Award title')}
        text={custom.title ?? ''}
        onTextChange={(title) => setValue(`${path}.title`, title)}
        search={vocabulariesApi && funderId ? search : undefined}
        hitText={hitText}
        hitKey={(hit) => hit.id}
        onPick={(hit) => setValue(path, { id: hit.id, title: titleOf(hit), number: hit.number })}
        error={errorText(rowError(errors, 'title')) ?? ownError}
        hint={
          vocabulariesApi && funderId
            ? t('Search the funder’s awards, or enter a custom award.')
            : undefined
        }
      />
      <RowTextInput
        path={`${path}.number`}
        label={t('Award number')}
        value={custom.number}
        error={rowError(errors, 'number')}
        setValue={setValue}
      />
      <RowTextInput
        path={`${path}.url`}
        label={t('Award URL')}
        value={custom.url}
        error={rowError(errors, 'url')}
        setValue={setValue}
      />
    </ChosenEntry>
  );
};
