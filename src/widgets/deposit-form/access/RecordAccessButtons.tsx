import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, Popup, type SemanticICONS } from 'semantic-ui-react';
import type { AccessLevel } from '../../../core/model';
import { RESTRICTION_NOT_ALLOWED_TOOLTIP } from '../../../core/rules';

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
          <LockedRestrictedButton />
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

/**
 * Restricted once the grace period has passed. It stays focusable (aria-disabled rather
 * than disabled) so keyboard users reach it and hear why; the wrapper catches the mouse,
 * as a disabled-looking button gets no pointer events.
 */
const LockedRestrictedButton = () => {
  const { t } = useTranslation();
  const reasonId = useId();
  const reason = t(RESTRICTION_NOT_ALLOWED_TOOLTIP);
  return (
    <Popup
      content={reason}
      role="tooltip"
      on={['hover', 'focus']}
      trigger={
        <span>
          <button
            type="button"
            className="ui disabled button"
            aria-pressed={false}
            aria-disabled="true"
            aria-describedby={reasonId}
          >
            <Icon name="lock" />
            {t('Restricted')}
          </button>
          <span id={reasonId} hidden>
            {reason}
          </span>
        </span>
      }
    />
  );
};
