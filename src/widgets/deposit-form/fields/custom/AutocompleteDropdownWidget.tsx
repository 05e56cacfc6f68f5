import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../../../ui/i18n/useTranslation';
import type { VocabularyEntry } from '../../../../core/model';
import { asText } from '../../../../core/serializer/jsonReaders';
import {
  readVocabularyChoice,
  readVocabularyChoices,
  type VocabularyChoice,
} from '../../../../core/serializer/vocabularyChoices';
import type { SuggestionSearch } from '../../../../ui/hooks/useSuggestions';
import { ChosenEntry } from '../lists/ChosenEntry';
import { SuggestionInput } from '../lists/SuggestionInput';
import { useCustomFieldOptions } from './customFieldOptions';
import type { CustomFieldWidgetProps } from './customFieldWidgetProps';
import { useCustomField } from './useCustomField';
import { ValueChips } from './ValueChips';

/**
 * InvenioRDM's `AutocompleteDropdown`: entries of a large vocabulary, searched as the user
 * types at `autocompleteFrom` (with `autocompleteFromAcceptHeader`, by default the vendor
 * form). One entry (shown with a button to choose another) or, with `multiple`, several as
 * chips. The value is the entry `{id, title}` (a list of them), sent by id.
 */
export const AutocompleteDropdownWidget = ({ name, props }: CustomFieldWidgetProps) => {
  const { t } = useTranslation();
  const { settings, value, error, setValue } = useCustomField(name, props);
  const { label, hint, required } = settings;
  const { vocabulariesApi, locale } = useCustomFieldOptions();
  const chosen = readVocabularyChoices(value, locale);
  const [text, setText] = useState('');
  const box = useRef<HTMLDivElement>(null);
  const searchUrl = asText(props.autocompleteFrom);
  const accept = asText(props.autocompleteFromAcceptHeader) || undefined;
  const search = useCallback<SuggestionSearch<VocabularyEntry>>(
    (query, options) => vocabulariesApi!.entries(searchUrl, query, { ...options, accept }),
    [vocabulariesApi, searchUrl, accept],
  );
  const hitText = (hit: VocabularyEntry) => readVocabularyChoice(hit, locale)?.title ?? hit.id;
  const multiple = props.multiple === true;
  const pick = (hit: VocabularyEntry) => {
    const choice: VocabularyChoice = { id: hit.id, title: hitText(hit) };
    setText('');
    if (!multiple) setValue(choice);
    else if (!chosen.some(({ id }) => id === hit.id)) setValue([...chosen, choice]);
  };
  const input = (
    <SuggestionInput<VocabularyEntry>
      label={label}
      text={text}
      onTextChange={setText}
      search={vocabulariesApi && searchUrl ? search : undefined}
      hitText={hitText}
      hitKey={(hit) => hit.id}
      onPick={pick}
      error={error}
      hint={hint}
      required={required}
    />
  );
  if (!multiple) {
    return (
      <div data-field={name}>
        <ChosenEntry
          label={label}
          chosen={chosen[0]?.title}
          changeLabel={t('Change {{label}}', { label })}
          onChange={() => setValue('')}
          error={error}
        >
          {input}
        </ChosenEntry>
      </div>
    );
  }
  return (
    <div ref={box} className="rdm-custom-field-many" data-field={name}>
      {input}
      <ValueChips
        label={t('Chosen {{label}}', { label })}
        texts={chosen.map(({ title }) => title)}
        onRemove={(index) => {
          setValue(chosen.filter((_, position) => position !== index));
          // The button goes away with its chip; the keyboard user continues in the search.
          box.current?.querySelector('input')?.focus();
        }}
      />
    </div>
  );
};
