import { useId } from 'react';
import { useTranslation } from '../../../ui/i18n/useTranslation';
import { FormField } from '../../../ui/semantic/Form';

export interface ComingSoonFieldProps {
  /** Already translated (the host's config gives it). */
  label: string;
}

/**
 * A placeholder for a field the instance announces but does not offer yet: visible
 * and labelled so the form's layout is final, disabled so nothing is typed into it.
 */
export const ComingSoonField = ({ label }: ComingSoonFieldProps) => {
  const { t } = useTranslation();
  const id = useId();
  return (
    // Only the input is disabled: a dimmed label and hint would be hard to read.
    <FormField className="rdm-coming-soon">
      <label htmlFor={id}>{label}</label>
      <input id={id} disabled aria-describedby={`${id}-hint`} />
      <p id={`${id}-hint`} className="rdm-field-hint">
        {t('Coming soon')}
      </p>
    </FormField>
  );
};
