import { useId } from 'react';
import { useTranslation } from '../../../ui/i18n/useTranslation';
import { Checkbox } from '../../../ui/semantic/Checkbox';
import type { PidMode } from './pidFieldConfig';

export interface PidModeChoiceProps {
  label: string;
  mode: PidMode;
  /** True while a reserved identifier exists: it must be discarded before switching. */
  locked: boolean;
  onChange: (mode: PidMode) => void;
}

/** 'Do you already have one?' Yes means unmanaged (typed), No means managed (reserved). */
export const PidModeChoice = ({ label, mode, locked, onChange }: PidModeChoiceProps) => {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }} className="inline fields">
      <legend>{t('Does this upload already have a {{label}}?', { label })}</legend>
      <div className="field">
        <Checkbox
          radio
          type="radio"
          id={`${name}-yes`}
          name={name}
          label={t('Yes, I have one')}
          checked={mode === 'unmanaged'}
          disabled={locked}
          onChange={() => onChange('unmanaged')}
        />
      </div>
      <div className="field">
        <Checkbox
          radio
          type="radio"
          id={`${name}-no`}
          name={name}
          label={t('No, the repository should provide one')}
          checked={mode === 'managed'}
          disabled={locked}
          onChange={() => onChange('managed')}
        />
      </div>
      {locked && (
        <p className="ui small text">
          {t('Discard the reserved {{label}} to enter your own.', { label })}
        </p>
      )}
    </fieldset>
  );
};
