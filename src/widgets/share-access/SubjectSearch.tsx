import { useCallback, useState } from 'react';
import { useTranslation } from '../../ui/i18n/useTranslation';
import type { AccessApi } from '../../core/api';
import type { ExpandedSubject, GrantSubjectType } from '../../core/model';
import { SharingError } from './SharingError';
import { subjectViewOf } from '../../core/rules/shareSubjects';
import { Combobox } from '../../ui/fields';
import { useSuggestions } from '../../ui/hooks/useSuggestions';

export interface SubjectSearchProps {
  kind: GrantSubjectType;
  accessApi: AccessApi;
  /** Never suggested: the owner, those already granted, those already picked. */
  excludedIds: readonly string[];
  onPick: (subject: ExpandedSubject) => void;
}

/** What a suggested user or group reads as: the name, then what tells namesakes apart. */
const subjectText = (subject: ExpandedSubject) => {
  const view = subjectViewOf(subject, String(subject.id));
  const detail = view.username ?? view.description;
  return detail && detail !== view.name ? `${view.name} (${detail})` : view.name;
};

/** Search-as-you-type for users or groups to invite, as a combobox. */
export const SubjectSearch = ({ kind, accessApi, excludedIds, onPick }: SubjectSearchProps) => {
  const { t } = useTranslation();
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
  const status = searching
    ? t('Searching…')
    : !failed && text.trim() !== '' && suggestions.length === 0
      ? t('No matches found.')
      : undefined;

  return (
    <>
      <Combobox
        label={kind === 'user' ? t('Search for people') : t('Search for groups')}
        listLabel={t('Suggestions')}
        searchIcon
        text={text}
        onTextChange={setText}
        options={suggestions.map((subject) => ({
          key: String(subject.id),
          text: subjectText(subject),
        }))}
        onPick={(index) => {
          const subject = suggestions[index];
          if (subject) onPick(subject);
        }}
        status={status}
      />
      <SharingError error={error} />
    </>
  );
};
