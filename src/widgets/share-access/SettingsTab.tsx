import { useId, useState } from 'react';
import { useTranslation } from '../../ui/i18n/useTranslation';
import type { AccessApi } from '../../core/api';
import type { AccessSettings, SharedRecord } from '../../core/model';
import { guestLinkExpirationDays, isCancelled, linkExpirationChoices } from '../../core/rules';
import { RichTextEditor } from '../../ui/richText/RichTextEditor';
import { Button } from '../../ui/semantic/Button';
import { Checkbox } from '../../ui/semantic/Checkbox';
import { Form, FormField } from '../../ui/semantic/Form';
import { SharingError } from './SharingError';
import { settingsOf } from '../../core/rules/accessSettings';
import { useUnmountSignal } from '../../ui/hooks/useUnmountSignal';

export interface SettingsTabProps {
  record: SharedRecord;
  accessApi: AccessApi;
  /** The settings as last saved (the modal keeps them while tabs change). */
  saved: AccessSettings;
  onSaved: (settings: AccessSettings) => void;
  /** Cancel closes the modal (the Close button is hidden on this tab). */
  onClose: () => void;
  /** The repository requires links to expire: a guest's link never lasts for ever. */
  expiryRequired?: boolean;
}

/**
 * Settings tab: who may request access, on what conditions, and link expiry
 * (docs/behaviour.md#sharing).
 */
export const SettingsTab = ({
  record,
  accessApi,
  saved,
  onSaved,
  onClose,
  expiryRequired = false,
}: SettingsTabProps) => {
  const { t } = useTranslation();
  const idPrefix = useId();
  const unmountSignal = useUnmountSignal();
  const [values, setValues] = useState(() => ({
    ...saved,
    secret_link_expiration: guestLinkExpirationDays(saved.secret_link_expiration, expiryRequired),
  }));
  const [state, setState] = useState<'editing' | 'saving' | 'saved'>('editing');
  const [error, setError] = useState<unknown>(null);
  const change = (changes: Partial<AccessSettings>) => {
    setValues((current) => ({ ...current, ...changes }));
    setState('editing');
  };

  // A saved value outside the choices (set elsewhere) stays selectable rather than lost.
  const offered = linkExpirationChoices(expiryRequired);
  const choices = offered.some(({ days }) => String(days) === values.secret_link_expiration)
    ? offered.map(({ days, label }) => ({ days: String(days), label: t(label) }))
    : [
        ...offered.map(({ days, label }) => ({
          days: String(days),
          label: t(label),
        })),
        {
          days: values.secret_link_expiration,
          label: t('{{count}} days', { count: Number(values.secret_link_expiration) }),
        },
      ];

  const save = async () => {
    const signal = unmountSignal();
    setState('saving');
    setError(null);
    try {
      const answer = await accessApi.updateSettings(record, values, { signal });
      // The server may clean the conditions text: keep what it stored.
      const stored = answer?.parent?.access ? settingsOf(answer) : values;
      setValues(stored);
      onSaved(stored);
      setState('saved');
    } catch (failure) {
      if (signal.aborted || isCancelled(failure)) return;
      setError(failure);
      setState('editing');
    }
  };

  const cancel = () => {
    setValues(saved);
    onClose();
  };

  return (
    <Form onSubmit={() => void save()} data-state={state}>
      <FormField>
        <Checkbox
          id={`${idPrefix}-users`}
          label={t('Allow authenticated users to request access')}
          checked={values.allow_user_requests}
          onChange={(_event, data) => change({ allow_user_requests: Boolean(data.checked) })}
        />
      </FormField>
      <FormField>
        <Checkbox
          id={`${idPrefix}-guests`}
          label={t('Allow guests to request access')}
          checked={values.allow_guest_requests}
          onChange={(_event, data) => change({ allow_guest_requests: Boolean(data.checked) })}
        />
      </FormField>
      <RichTextEditor
        id={`${idPrefix}-conditions`}
        label={t('Conditions to accept before requesting access')}
        value={values.accept_conditions_text ?? ''}
        onChange={(html) => change({ accept_conditions_text: html || null })}
      />
      <FormField>
        <label htmlFor={`${idPrefix}-expiration`}>{t('Secret link expiration')}</label>
        <select
          id={`${idPrefix}-expiration`}
          className="ui selection dropdown"
          value={values.secret_link_expiration}
          aria-describedby={`${idPrefix}-expiration-hint`}
          onChange={(event) => change({ secret_link_expiration: event.target.value })}
        >
          {choices.map(({ days, label }) => (
            <option key={days} value={days}>
              {label}
            </option>
          ))}
        </select>
        <p id={`${idPrefix}-expiration-hint`} className="ui small text">
          {t('How long the secret link sent to an accepted guest stays valid.')}
        </p>
      </FormField>
      <SharingError error={error} header={t('Unable to change the access request settings.')} />
      <div aria-live="polite">{state === 'saved' && <p>{t('Settings saved.')}</p>}</div>
      <div className="share-settings-actions">
        <Button type="button" basic onClick={cancel}>
          {t('Cancel')}
        </Button>
        <Button type="submit" primary disabled={state === 'saving'} loading={state === 'saving'}>
          {t('Save')}
        </Button>
      </div>
    </Form>
  );
};
