import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../../ui/i18n/useTranslation';
import type { VocabulariesApi } from '../../../core/api';
import type { SubjectSuggestion } from '../../../core/api/vocabularies';
import type { FormSubject } from '../../../core/model';
import {
  errorText,
  FieldError,
  useFormActions,
  useFormError,
  useFormValue,
} from '../../../ui/fields';
import { Button } from '../../../ui/semantic/Button';
import { SubjectChips } from './lists/SubjectChips';
import { SuggestionInput } from './lists/SuggestionInput';
import type { SuggestionSearch } from '../../../ui/hooks/useSuggestions';

export interface SubjectsFieldProps {
  /** None: keywords only, no subject search. */
  vocabulariesApi?: VocabulariesApi;
}

const SUBJECTS = 'metadata.subjects';
const NO_SUBJECTS: readonly FormSubject[] = [];

const sameKeyword = (a: FormSubject, text: string) =>
  !a.id && a.subject.trim().toLowerCase() === text.toLowerCase();

const suggestionText = ({ subject, scheme }: SubjectSuggestion) =>
  scheme ? `${subject} (${scheme})` : subject;

/**
 * Free keywords and subjects from the subjects vocabulary, shown as removable chips. Enter
 * (or 'Add keyword') adds the typed text as a keyword; a suggestion adds that subject.
 */
export const SubjectsField = ({ vocabulariesApi }: SubjectsFieldProps) => {
  const { t } = useTranslation();
  const subjects = useFormValue<FormSubject[] | undefined>(SUBJECTS) ?? NO_SUBJECTS;
  const error = useFormError(SUBJECTS);
  // The form's setFieldValue is stable, so the chips stay memoised.
  const { setFieldValue } = useFormActions();
  const [text, setText] = useState('');
  const input = useRef<HTMLDivElement>(null);
  const setValue = useCallback(
    (next: FormSubject[]) => setFieldValue(SUBJECTS, next),
    [setFieldValue],
  );

  const search = useCallback<SuggestionSearch<SubjectSuggestion>>(
    (query, options) => (vocabulariesApi as VocabulariesApi).subjects(query, options),
    [vocabulariesApi],
  );
  const addKeyword = () => {
    const keyword = text.trim();
    if (keyword && !subjects.some((subject) => sameKeyword(subject, keyword))) {
      void setValue([...subjects, { subject: keyword }]);
    }
    setText('');
  };
  const addSubject = ({ id, subject }: SubjectSuggestion) => {
    if (!subjects.some((chosen) => chosen.id === id)) void setValue([...subjects, { id, subject }]);
    setText('');
  };
  const remove = useCallback(
    (index: number) => {
      void setValue(subjects.filter((_, position) => position !== index));
      // The button goes away with its chip; the keyboard user continues in the input.
      input.current?.querySelector('input')?.focus();
    },
    [setValue, subjects],
  );
  const listError = errorText(error);

  return (
    <fieldset className="rdm-list-field">
      <legend>{t('Keywords and subjects')}</legend>
      {listError && <FieldError message={listError} pointing={false} />}
      <SubjectChips subjects={subjects} errors={error} onRemove={remove} />
      <div ref={input}>
        <SuggestionInput<SubjectSuggestion>
          label={t('Keyword or subject')}
          text={text}
          onTextChange={setText}
          search={vocabulariesApi ? search : undefined}
          hitText={suggestionText}
          hitKey={(hit) => hit.id}
          onPick={addSubject}
          onEnter={addKeyword}
          hint={t('Press Enter to add the text as a keyword, or choose a suggested subject.')}
        >
          <Button
            type="button"
            basic
            icon="add"
            content={t('Add keyword')}
            // Nothing typed, nothing to add: a button that would do nothing is not offered.
            disabled={text.trim() === ''}
            onClick={addKeyword}
          />
        </SuggestionInput>
      </div>
    </fieldset>
  );
};
