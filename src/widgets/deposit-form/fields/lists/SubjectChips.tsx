import { memo } from 'react';
import { useTranslation } from '../../../../ui/i18n/useTranslation';
import type { FormSubject } from '../../../../core/model';
import { errorText, FieldError, rowError } from '../../../../ui/fields';

export interface SubjectChipsProps {
  subjects: readonly FormSubject[];
  /** The list's errors from Formik: one entry per subject, if any. */
  errors: unknown;
  onRemove: (index: number) => void;
}

/** The chosen keywords and subjects, each with its Remove button (and error, if any). */
export const SubjectChips = memo(({ subjects, errors, onRemove }: SubjectChipsProps) => {
  const { t } = useTranslation();
  if (subjects.length === 0) return null;
  const itemErrors = Array.isArray(errors) ? errors : [];
  return (
    <ul className="rdm-chips" aria-label={t('Chosen keywords and subjects')}>
      {subjects.map((subject, index) => {
        const own = itemErrors[index] as unknown;
        const message =
          errorText(own) ?? errorText(rowError(own, 'subject')) ?? errorText(rowError(own, 'id'));
        return (
          <li key={`${subject.id ?? ''}|${subject.subject}|${index}`} className="ui label">
            {subject.subject || subject.id}
            <button
              type="button"
              className="rdm-chip-remove"
              aria-label={t('Remove {{subject}}', { subject: subject.subject || subject.id })}
              onClick={() => onRemove(index)}
            >
              <i className="delete icon" aria-hidden="true" />
            </button>
            {message && <FieldError as="span" message={message} pointing={false} />}
          </li>
        );
      })}
    </ul>
  );
});
SubjectChips.displayName = 'SubjectChips';
