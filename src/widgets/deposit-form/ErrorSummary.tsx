import { useTranslation } from '../../ui/i18n/useTranslation';
import { fieldLabelOf, sectionOfPath } from '../../core/rules/depositSections';
import type { FlashFieldErrors } from '../../core/serializer/flashMessages';
import { useDepositSections } from './layout/DepositSections';

export interface ErrorSummaryProps {
  fieldErrors: readonly FlashFieldErrors[];
}

/**
 * What a refused action left to fix: one link per field, which opens the field's section
 * (folded or not), scrolls to the field and puts the cursor in it.
 */
export const ErrorSummary = ({ fieldErrors }: ErrorSummaryProps) => {
  const { t } = useTranslation();
  const { sections, elementId, revealField } = useDepositSections();
  return (
    <div className="rdm-error-summary">
      <p>
        <strong>{t('{{count}} fields need attention', { count: fieldErrors.length })}</strong>
      </p>
      <ul aria-label={t('Fields that need attention')}>
        {fieldErrors.map(({ label, messages, path }) => {
          const shown = fieldLabelOf(sections, path) ?? t(label);
          return (
            <li key={label} className="rdm-flash-field-errors">
              <a
                href={`#${elementId(sectionOfPath(sections, path)?.id ?? 'side')}`}
                onClick={(event) => {
                  event.preventDefault();
                  revealField(path);
                }}
              >
                {shown}
              </a>
              <ul aria-label={shown}>
                {messages.map((message) => (
                  <li key={message}>{t(message)}</li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </div>
  );
};
