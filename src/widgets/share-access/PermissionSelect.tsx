import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../ui/i18n/useTranslation';
import { Icon } from 'semantic-ui-react';
import type { GrantPermission } from '../../core/model';
import {
  PERMISSION_OPTIONS,
  PERMISSION_SPINNER_MIN_MS,
  SUCCESS_MARK_MS,
  isCancelled,
  type PermissionOption,
} from '../../core/rules';
import { sleep } from '../../core/upload/waits';
import { useUnmountSignal } from '../../ui/hooks/useUnmountSignal';
import { visuallyHidden } from '../../ui/visuallyHidden';

export interface PermissionSelectProps<P extends GrantPermission = GrantPermission> {
  /** The accessible name, already translated (e.g. 'Permission of Jane Doe'). */
  label: string;
  /** The saved permission. */
  value: P;
  options: PermissionOption<P>[];
  /** Saves a new permission (the PATCH); the signal aborts when the selector unmounts. */
  onSave: (permission: P, signal: AbortSignal) => Promise<unknown>;
  /** A save failed (not cancelled); the parent shows it with <SharingError />. */
  onError?: (error: unknown) => void;
  disabled?: boolean;
}

type SaveState = 'idle' | 'saving' | 'saved';

/**
 * Choosing a permission saves it at once (docs/behaviour.md#sharing). The spinner stays at least
 * PERMISSION_SPINNER_MIN_MS so a fast answer does not flicker, a success mark stays
 * SUCCESS_MARK_MS, and a failure puts the saved permission back.
 */
export const PermissionSelect = <P extends GrantPermission>({
  label,
  value,
  options,
  onSave,
  onError,
  disabled = false,
}: PermissionSelectProps<P>) => {
  const { t } = useTranslation();
  const selectId = useId();
  const unmountSignal = useUnmountSignal();
  const [saved, setSaved] = useState(value);
  const [propValue, setPropValue] = useState(value);
  const [pending, setPending] = useState<P | null>(null);
  const [state, setState] = useState<SaveState>('idle');
  // Counts saves, so an older success mark's timer never hides a newer mark.
  const saveCount = useRef(0);

  // A new saved value from the parent (a reload) replaces the one this selector remembers.
  if (value !== propValue) {
    setPropValue(value);
    setSaved(value);
  }

  const save = async (next: P) => {
    const signal = unmountSignal();
    const thisSave = ++saveCount.current;
    setPending(next);
    setState('saving');
    const [outcome] = await Promise.allSettled([
      onSave(next, signal),
      sleep(PERMISSION_SPINNER_MIN_MS, signal),
    ]);
    if (signal.aborted) return;
    setPending(null);
    if (outcome.status === 'rejected') {
      setState('idle');
      if (!isCancelled(outcome.reason)) onError?.(outcome.reason);
      return;
    }
    setSaved(next);
    setState('saved');
    sleep(SUCCESS_MARK_MS, signal).then(
      () => {
        if (saveCount.current === thisSave) setState('idle');
      },
      () => undefined,
    );
  };

  const shown = pending ?? saved;
  const saving = state === 'saving';
  return (
    <span data-state={state} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <label htmlFor={selectId} style={visuallyHidden}>
        {label}
      </label>
      <select
        id={selectId}
        className="ui compact selection dropdown"
        value={shown}
        disabled={disabled}
        aria-busy={saving}
        // Not disabled while saving: that would throw keyboard focus out of the select.
        // A change meanwhile is dropped, and the controlled value puts the choice back.
        onChange={(event) => {
          if (!saving) void save(event.target.value as P);
        }}
      >
        {withCurrent(options, shown).map((option) => (
          <option key={option.value} value={option.value} title={t(option.description)}>
            {t(option.label)}
          </option>
        ))}
      </select>
      {saving && <Icon name="spinner" loading aria-hidden="true" />}
      {state === 'saved' && <Icon name="check" color="green" aria-hidden="true" />}
      <span role="status" aria-live="polite" style={visuallyHidden}>
        {saving && t('Saving…')}
        {state === 'saved' && t('Saved')}
      </span>
    </span>
  );
};

/**
 * The options, plus the saved permission when the record's state does not offer it (a view
 * grant on a draft): the select must show what is saved, not the first option.
 */
const withCurrent = <P extends GrantPermission>(
  options: readonly PermissionOption<P>[],
  current: P,
): readonly PermissionOption<P>[] =>
  options.some((option) => option.value === current)
    ? options
    : [...options, PERMISSION_OPTIONS[current] as PermissionOption<P>];
