import { useId } from 'react';
import { useTranslation } from '../../../ui/i18n/useTranslation';
import type { Pid } from '../../../core/model';
import { Button } from '../../../ui/semantic/Button';
import type { PidFieldConfig } from './pidFieldConfig';

export interface ManagedPidProps {
  config: PidFieldConfig;
  /** The identifier the repository reserved, if any. */
  reserved: Pid | undefined;
  /** The record may be published without one (else one is registered at publish). */
  optional?: boolean;
  submitting: boolean;
  onReserve: () => void;
  onDiscard: () => void;
}

/** An identifier the repository provides: reserve one now, or discard the reserved one. */
export const ManagedPid = ({
  config,
  reserved,
  optional = false,
  submitting,
  onReserve,
  onDiscard,
}: ManagedPidProps) => {
  const { t } = useTranslation();
  const id = useId();
  const helpId = config.managed_help_text ? `${id}-help` : undefined;
  return (
    <div className="field">
      {reserved ? (
        <>
          <label htmlFor={`${id}-reserved`}>{config.label}</label>
          {/* The DOI above its discard button: side by side, a side column or a phone left
              the DOI six characters wide. */}
          <div className="ui fluid input">
            <input
              id={`${id}-reserved`}
              type="text"
              value={reserved.identifier}
              readOnly
              aria-describedby={helpId}
            />
          </div>
          <Button
            type="button"
            className="rdm-pid-discard"
            icon="close"
            content={config.btn_label_discard}
            disabled={submitting}
            onClick={onDiscard}
          />
        </>
      ) : (
        <>
          <p className="ui small text">
            {optional
              ? t('A {{label}} is optional: get one now, or publish without one.', {
                  label: config.label,
                })
              : t('No {{label}} is reserved yet.', { label: config.label })}
          </p>
          <Button
            type="button"
            icon="barcode"
            content={config.btn_label_get}
            disabled={submitting}
            aria-describedby={helpId}
            onClick={onReserve}
          />
        </>
      )}
      {config.managed_help_text && (
        <p id={helpId} className="ui small text">
          {config.managed_help_text}
        </p>
      )}
    </div>
  );
};
