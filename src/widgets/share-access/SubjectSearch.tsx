import { useEffect, useId, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from 'semantic-ui-react';
import type { AccessApi } from '../../core/api';
import type { ExpandedSubject, GrantSubjectType } from '../../core/model';
import { isCancelled } from '../../core/rules';
import { SharingError } from './SharingError';
import { subjectViewOf } from '../../core/rules/shareSubjects';

/** Typing waits this long before searching, so each key press is not a request. */
export const SUBJECT_SEARCH_DEBOUNCE_MS = 300;

export interface SubjectSearchProps {
  kind: GrantSubjectType;
  accessApi: AccessApi;
  /** Never suggested: the owner, those already granted, those already picked. */
  excludedIds: readonly string[];
  onPick: (subject: ExpandedSubject) => void;
  /** The search box, to give it focus when the sub-modal opens. */
  inputRef?: Ref<Input>;
}

interface Answer {
  query: string;
  hits: ExpandedSubject[];
  error: unknown;
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
  const [answer, setAnswer] = useState<Answer | null>(null);
  const query = text.trim();

  useEffect(() => {
    if (!query) return undefined;
    const controller = new AbortController();
    const { signal } = controller;
    const timer = setTimeout(() => {
      const request =
        kind === 'user'
          ? accessApi.searchUsers(query, { signal })
          : accessApi.searchGroups(query, { signal });
      request.then(
        ({ hits }) => {
          if (!signal.aborted) setAnswer({ query, hits, error: null });
        },
        (error: unknown) => {
          if (!signal.aborted && !isCancelled(error)) setAnswer({ query, hits: [], error });
        },
      );
    }, SUBJECT_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [kind, accessApi, query]);

  const current = query !== '' && answer?.query === query ? answer : null;
  const suggestions = (current?.hits ?? []).filter(
    (subject) => !excludedIds.includes(String(subject.id)),
  );
  const searching = query !== '' && !current;

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
        {current && !current.error && suggestions.length === 0 && <p>{t('No matches found.')}</p>}
      </div>
      <SharingError error={current?.error} />
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
