import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../ui/i18n/useTranslation';
import type { AccessApi } from '../../core/api';
import type { AccessLink, LinkPermission, SharedRecord } from '../../core/model';
import {
  DEFAULT_LINK_EXPIRATION_DAYS,
  LINK_EXPIRATION_REQUIRED,
  expiresAtForChoice,
  isCancelled,
  linkExpirationChoices,
  linkPermissionOptions,
} from '../../core/rules';
import { FieldError } from '../../ui/fields';
import { Button } from '../../ui/semantic/Button';
import { SharingError } from './SharingError';
import { useUnmountSignal } from '../../ui/hooks/useUnmountSignal';

/** The expiry part of a new link: the key left out for a link that never expires. */
const expiry = (days: number) => {
  const expiresAt = expiresAtForChoice(days, new Date());
  return expiresAt ? { expires_at: expiresAt } : {};
};

export interface NewLinkFormProps {
  record: SharedRecord;
  accessApi: AccessApi;
  /** A link was created; the list loads again. */
  onCreated: (link: AccessLink) => void;
  /** The repository requires links to expire: no 'Never', and no default (docs/behaviour.md#sharing). */
  expiryRequired?: boolean;
}

/**
 * A new secret link's permission (the lowest allowed by default),
 * expiry (Never by default, to be chosen where links must expire) and optional description.
 */
export const NewLinkForm = ({
  record,
  accessApi,
  onCreated,
  expiryRequired = false,
}: NewLinkFormProps) => {
  const { t } = useTranslation();
  const ids = { permission: useId(), expiry: useId(), description: useId() };
  const unmountSignal = useUnmountSignal();
  const expirySelect = useRef<HTMLSelectElement>(null);
  const options = linkPermissionOptions(record.is_published);
  // The options go from the least to the most a link allows.
  const lowest = options[0]?.value ?? 'preview';
  const [permission, setPermission] = useState<LinkPermission>(lowest);
  const [days, setDays] = useState<number | null>(
    expiryRequired ? null : DEFAULT_LINK_EXPIRATION_DAYS,
  );
  const [expiryMissing, setExpiryMissing] = useState(false);
  const [description, setDescription] = useState('');
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [created, setCreated] = useState(false);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (creating) return;
    if (days === null) {
      // Refused here as the server would: nothing is sent.
      setExpiryMissing(true);
      setCreated(false);
      expirySelect.current?.focus();
      return;
    }
    const signal = unmountSignal();
    setCreating(true);
    setError(null);
    setCreated(false);
    try {
      const link = await accessApi.createLink(
        record,
        { permission, ...expiry(days), description: description.trim() },
        { signal },
      );
      if (signal.aborted) return;
      setDescription('');
      setCreated(true);
      onCreated(link);
    } catch (failure) {
      if (signal.aborted || isCancelled(failure)) return;
      setError(failure);
    }
    setCreating(false);
  };

  return (
    // The form checks the expiry itself, so its message is the one the server would give.
    <form
      className="ui form"
      aria-label={t('New link')}
      noValidate
      onSubmit={(event) => void create(event)}
    >
      <h3 className="ui small header">{t('New link')}</h3>
      <div className="three fields">
        <div className="field">
          <label htmlFor={ids.permission}>{t('Permission')}</label>
          <select
            id={ids.permission}
            className="ui selection dropdown"
            value={permission}
            disabled={creating}
            onChange={(event) => setPermission(event.target.value as LinkPermission)}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value} title={t(option.description)}>
                {t(option.label)}
              </option>
            ))}
          </select>
        </div>
        <div
          className={
            expiryMissing ? 'required field error' : expiryRequired ? 'required field' : 'field'
          }
        >
          <label htmlFor={ids.expiry}>{t('Expires')}</label>
          <select
            ref={expirySelect}
            id={ids.expiry}
            className="ui selection dropdown"
            value={days ?? ''}
            disabled={creating}
            required={expiryRequired}
            aria-invalid={expiryMissing || undefined}
            aria-describedby={expiryMissing ? `${ids.expiry}-error` : undefined}
            onChange={(event) => {
              setDays(Number(event.target.value));
              setExpiryMissing(false);
            }}
          >
            {days === null && (
              <option value="" disabled>
                {t('Select…')}
              </option>
            )}
            {linkExpirationChoices(expiryRequired).map((choice) => (
              <option key={choice.days} value={choice.days}>
                {t(choice.label)}
              </option>
            ))}
          </select>
          {expiryMissing && (
            <FieldError id={`${ids.expiry}-error`} message={LINK_EXPIRATION_REQUIRED} />
          )}
        </div>
        <div className="field">
          <label htmlFor={ids.description}>{t('Description (optional)')}</label>
          <input
            id={ids.description}
            type="text"
            dir="auto"
            value={description}
            disabled={creating}
            onChange={(event) => setDescription(event.target.value)}
          />
        </div>
      </div>
      <Button
        type="submit"
        primary
        icon="linkify"
        content={t('Create link')}
        loading={creating}
        disabled={creating}
      />
      <div aria-live="polite" style={{ marginTop: 8 }}>
        {created && <p>{t('Link created.')}</p>}
      </div>
      <SharingError error={error} />
    </form>
  );
};
