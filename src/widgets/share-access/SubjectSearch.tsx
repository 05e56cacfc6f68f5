import { useCallback, useId, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccessApi } from '../../core/api';
import type { ExpandedSubject, GrantSubjectType } from '../../core/model';
import { Input } from '../../ui/semantic/Input';
import { SharingError } from './SharingError';
import { subjectViewOf } from '../../core/rules/shareSubjects';
import { useSuggestions } from '../../ui/hooks/useSuggestions';

export interface SubjectSearchProps {
  kind: GrantSubjectType;
  accessApi: AccessApi;
  /** Never suggested: the owner, those already granted, those already picked. */
  excludedIds: readonly string[];
  onPick: (subject: ExpandedSubject) => void;
  /** The search box, to give it focus when the sub-modal opens. */
  inputRef?: Ref<HTMLInputElement>;
}

/** Search-as-you-type for users or groups to invite; a click (or Enter) picks one. */
export const SubjectSearch = ({
  kind,
  accessApi,
  excludedIds,
  onPick,
  inputRef,
}: SubjectSearchProps) => {
  const { t } = useTranslation();
  const inputId = useId();
  const [text, setText] = useState('');
  const search = useCallback(
    (query: string, options: { signal?: AbortSignal }) =>
      kind === 'user'
        ? accessApi.searchUsers(query, options)
        : accessApi.searchGroups(query, options),
    [kind, accessApi],
  );
  const { hits, searching, failed, error } = useSuggestions<ExpandedSubject>(text, search);
  const suggestions = hits.filter((subject) => !excludedIds.includes(String(subject.id)));

  return (
    <div className="field">
      <label htmlFor={inputId}>
        {kind === 'user' ? t('Search for people') : t('Search for groups')}
      </label>
      <Input
        id={inputId}
        ref={inputRef}
        type="search"
        icon="search"
        value={text}
        autoComplete="off"
        onChange={(_event, { value }) => setText(value)}
      />
      <div aria-live="polite" className="share-search-status">
        {searching && <p>{t('Searching…')}</p>}
        {!searching && !failed && text.trim() !== '' && suggestions.length === 0 && (
          <p>{t('No matches found.')}</p>
        )}
      </div>
      <SharingError error={error} />
      {suggestions.length > 0 && (
        <ul className="ui selection list" aria-label={t('Suggestions')}>
          {suggestions.map((subject) => {
            const view = subjectViewOf(subject, String(subject.id));
            const detail = view.username ?? view.description;
            return (
              <li key={view.id} className="item">
                <button
                  type="button"
                  className="ui basic fluid button"
                  onClick={() => onPick(subject)}
                >
                  {detail && detail !== view.name ? `${view.name} (${detail})` : view.name}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
};
