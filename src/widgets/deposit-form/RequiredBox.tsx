import type { ReactNode } from 'react';
import { useTranslation } from '../../ui/i18n/useTranslation';
import { Checkbox } from '../../ui/semantic/Checkbox';

export interface RequiredBoxProps {
  /** The input's id: the error summary links to it. */
  id: string;
  label: ReactNode;
  checked: boolean;
  /** Untranslated; shown, and read with the box, once the user tried to go on without it. */
  error?: string;
  onChange: (checked: boolean) => void;
}

/** A box the user must tick before a confirmation goes, with its error read out with it. */
export const RequiredBox = ({ id, label, checked, error, onChange }: RequiredBoxProps) => {
  const { t } = useTranslation();
  return (
    <div className={error ? 'field error' : 'field'}>
      <Checkbox
        id={id}
        label={label}
        checked={checked}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(_, data) => onChange(data.checked)}
      />
      {error && (
        <p id={`${id}-error`} className="ui small negative text">
          {t(error)}
        </p>
      )}
    </div>
  );
};
