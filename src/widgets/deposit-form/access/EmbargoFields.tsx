import { useId } from 'react';
import { useTranslation } from '../../../ui/i18n/useTranslation';
import type { Community, RecordAccess } from '../../../core/model';
import { canEnableEmbargo, isCommunityPublic, setEmbargoActive } from '../../../core/rules';
import { useFormActions, useFormError, useFormValue } from '../../../ui/fields';
import { Checkbox } from '../../../ui/semantic/Checkbox';

export interface EmbargoFieldsProps {
  community: Pick<Community, 'access'> | null | undefined;
}

const UNTIL = 'access.embargo.until';
const REASON = 'access.embargo.reason';

/** The embargo switch, its end date and its reason, bound to `values.access.embargo`. */
export const EmbargoFields = ({ community }: EmbargoFieldsProps) => {
  const { t } = useTranslation();
  const access = useFormValue<RecordAccess>('access');
  const untilError = useFormError(UNTIL) as string | undefined;
  const { setFieldValue } = useFormActions();
  const id = useId();
  const active = access.embargo?.active === true;
  const allowed = canEnableEmbargo(access, community);
  // An active embargo stays switchable, so it can always be turned off.
  const switchDisabled = !active && !allowed;

  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend className="ui small header">{t('Embargo')}</legend>
      <div className="field">
        <Checkbox
          id={`${id}-active`}
          label={t('Apply an embargo')}
          checked={active}
          disabled={switchDisabled}
          aria-describedby={switchDisabled ? `${id}-why` : undefined}
          onChange={(_, data) =>
            setFieldValue('access', setEmbargoActive(access, !!data.checked, community))
          }
        />
        {switchDisabled && (
          <p id={`${id}-why`} className="ui small text">
            {isCommunityPublic(community)
              ? t('Restrict the record or its files to apply an embargo.')
              : t('A record in a restricted community cannot be embargoed.')}
          </p>
        )}
      </div>
      {active && (
        <>
          <div className={`required field${untilError ? ' error' : ''}`}>
            <label htmlFor={`${id}-until`}>{t('Embargo end date')}</label>
            <input
              id={`${id}-until`}
              type="text"
              inputMode="numeric"
              placeholder={t('YYYY-MM-DD')}
              value={access.embargo?.until ?? ''}
              aria-required="true"
              aria-invalid={untilError ? true : undefined}
              aria-describedby={`${id}-hint${untilError ? ` ${id}-error` : ''}`}
              onChange={(event) => setFieldValue(UNTIL, event.target.value)}
            />
            <p id={`${id}-hint`} className="ui small text">
              {t('Format: YYYY-MM-DD.')}
            </p>
            {untilError && (
              <div id={`${id}-error`} className="ui negative mini message">
                {t(untilError)}
              </div>
            )}
          </div>
          <div className="field">
            <label htmlFor={`${id}-reason`}>{t('Embargo reason (optional)')}</label>
            <textarea
              id={`${id}-reason`}
              rows={2}
              dir="auto"
              value={access.embargo?.reason ?? ''}
              onChange={(event) => setFieldValue(REASON, event.target.value)}
            />
          </div>
        </>
      )}
    </fieldset>
  );
};
