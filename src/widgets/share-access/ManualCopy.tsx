import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../ui/i18n/useTranslation';

export interface ManualCopyProps {
  url: string;
  /** Already translated. */
  label: string;
}

/**
 * Shown when the browser refused to copy: the URL in a read-only field, focused and
 * selected, so Ctrl+C (or a long press) copies it.
 */
export const ManualCopy = ({ url, label }: ManualCopyProps) => {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);
  return (
    <div className="ui small form" style={{ marginTop: 6 }}>
      <div className="field">
        <label htmlFor={inputId}>{label}</label>
        <input
          id={inputId}
          ref={input}
          type="text"
          readOnly
          value={url}
          aria-describedby={hintId}
          onFocus={(event) => event.currentTarget.select()}
        />
        <p id={hintId} role="alert">
          {t('Your browser did not copy the link. Copy it from this field.')}
        </p>
      </div>
    </div>
  );
};
