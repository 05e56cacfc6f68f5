import { useTranslation } from '../../ui/i18n/useTranslation';
import type { ExpandedSubject } from '../../core/model';
import { subjectViewOf } from '../../core/rules/shareSubjects';
import { Button } from '../../ui/semantic/Button';

export interface SelectedSubjectsProps {
  subjects: readonly ExpandedSubject[];
  onRemove: (id: string) => void;
}

/** Who the Add button will grant access to; each can be taken off again. */
export const SelectedSubjects = ({ subjects, onRemove }: SelectedSubjectsProps) => {
  const { t } = useTranslation();
  if (subjects.length === 0) return <p>{t('Nobody selected yet.')}</p>;
  return (
    <ul className="ui list" aria-label={t('Selected')}>
      {subjects.map((subject) => {
        const view = subjectViewOf(subject, String(subject.id));
        return (
          <li key={view.id} className="item">
            {view.name}{' '}
            <Button
              type="button"
              basic
              size="mini"
              icon="close"
              aria-label={t('Remove {{name}}', { name: view.name })}
              onClick={() => onRemove(view.id)}
            />
          </li>
        );
      })}
    </ul>
  );
};
