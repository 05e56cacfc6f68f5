import { useTranslation } from '../../ui/i18n/useTranslation';
import { FieldError } from '../../ui/fields';
import { SafeHtml } from '../../ui/richText/SafeHtml';
import { Checkbox } from '../../ui/semantic/Checkbox';

export interface ConditionsFieldProps {
  id: string;
  /** The owner's conditions as the server stores them (HTML); sanitised before they show. */
  html: string;
  accepted: boolean;
  onChange: (accepted: boolean) => void;
  error?: string;
}

/** The owner's conditions and the box that accepts them, described by the conditions' text. */
export const ConditionsField = ({ id, html, accepted, onChange, error }: ConditionsFieldProps) => {
  const { t } = useTranslation();
  const textId = `${id}-text`;
  const errorId = `${id}-error`;
  return (
    <div className={['required field', error && 'error'].filter(Boolean).join(' ')}>
      <div id={textId} className="ui segment">
        <SafeHtml html={html} />
      </div>
      <Checkbox
        id={id}
        label={t('I accept the conditions')}
        checked={accepted}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={[textId, error && errorId].filter(Boolean).join(' ')}
        onChange={(_event, data) => onChange(data.checked)}
      />
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
};
