import { useId } from 'react';
import { useTranslation } from '../../../ui/i18n/useTranslation';
import { Icon, type SemanticICONS } from 'semantic-ui-react';
import type { AccessLevel } from '../../../core/model';
import { RESTRICTION_NOT_ALLOWED_TOOLTIP } from '../../../core/rules';
import { ReasonedDisabledButton } from '../../../ui/ReasonedDisabledButton';

export interface RecordAccessButtonsProps {
  level: AccessLevel;
  /** False while the selected community is restricted. */
  publicAllowed: boolean;
  /** False once the restriction grace period of a published record has passed. */
  restrictAllowed: boolean;
  onChoose: (level: AccessLevel) => void;
}

/** The Public / Restricted toggle group of the whole record. */
export const RecordAccessButtons = ({
  level,
  publicAllowed,
  restrictAllowed,
  onChoose,
}: RecordAccessButtonsProps) => {
  const { t } = useTranslation();
  const labelId = useId();
  const publicHintId = useId();
  return (
    <div className="field">
      <span id={labelId} className="ui small header">
        {t('Record access')}
      </span>
      <div role="group" aria-labelledby={labelId} className="ui small buttons">
        <PressedButton
          icon="lock open"
          label={t('Public')}
          pressed={level === 'public'}
          disabled={!publicAllowed}
          describedBy={publicAllowed ? undefined : publicHintId}
          onClick={() => onChoose('public')}
        />
        {restrictAllowed ? (
          <PressedButton
            icon="lock"
            label={t('Restricted')}
            pressed={level === 'restricted'}
            onClick={() => onChoose('restricted')}
          />
        ) : (
          // Restricted once the grace period has passed.
          <ReasonedDisabledButton
            icon="lock"
            content={t('Restricted')}
            reason={t(RESTRICTION_NOT_ALLOWED_TOOLTIP)}
            pressed={false}
          />
        )}
      </div>
      {!publicAllowed && (
        <p id={publicHintId} className="ui small text">
          {t('The selected community is restricted, so the record must be restricted too.')}
        </p>
      )}
    </div>
  );
};

interface PressedButtonProps {
  icon: SemanticICONS;
  label: string;
  pressed: boolean;
  disabled?: boolean;
  describedBy?: string;
  onClick: () => void;
}

/**
 * A plain button: semantic-ui-react's Button only sets aria-pressed in its `toggle` style,
 * whose green fails the contrast check.
 */
const PressedButton = ({
  icon,
  label,
  pressed,
  disabled,
  describedBy,
  onClick,
}: PressedButtonProps) => (
  <button
    type="button"
    className={`ui button${pressed ? ' active' : ''}`}
    aria-pressed={pressed}
    disabled={disabled}
    aria-describedby={describedBy}
    onClick={onClick}
  >
    <Icon name={icon} />
    {label}
  </button>
);
