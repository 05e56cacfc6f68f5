import { useCallback, useId, useState } from 'react';
import type { Pid } from '../../../core/model';
import { EXTERNAL_PID_DEBOUNCE_MS } from '../../../core/rules';
import { useFormActions, useFormValue } from '../../../ui/fields';
import { EXTERNAL_PROVIDER, type PidFieldConfig } from './pidFieldConfig';
import { useDebouncedWrite } from './useDebouncedWrite';

export interface UnmanagedPidProps {
  config: PidFieldConfig;
  required?: boolean;
}

/**
 * An identifier the user already holds. The input answers every key at once; the form value
 * follows 200 ms after typing pauses, or at once when the input loses focus or Enter submits.
 */
export const UnmanagedPid = ({ config, required = false }: UnmanagedPidProps) => {
  const { setFieldValue } = useFormActions();
  const id = useId();
  const path = `pids.${config.scheme}`;
  const stored = useFormValue<Pid | undefined>(path);
  const storedIdentifier = stored?.provider === EXTERNAL_PROVIDER ? stored.identifier : '';
  const [text, setText] = useState(storedIdentifier);
  // The identifier last seen in the form: a different one came from elsewhere (a save that
  // re-read the draft, a reset) and replaces the text.
  const [seen, setSeen] = useState(storedIdentifier);
  if (storedIdentifier !== seen) {
    setSeen(storedIdentifier);
    setText(storedIdentifier);
  }

  const write = useCallback(
    (identifier: string) => {
      const trimmed = identifier.trim();
      setSeen(trimmed);
      // An empty identifier is no identifier: the key goes, rather than a bare provider.
      setFieldValue(
        path,
        trimmed ? { identifier: trimmed, provider: EXTERNAL_PROVIDER } : undefined,
      );
    },
    [path, setFieldValue],
  );
  const { schedule, flush } = useDebouncedWrite(write, EXTERNAL_PID_DEBOUNCE_MS);

  return (
    <div className={required ? 'required field' : 'field'}>
      <label htmlFor={`${id}-input`}>{config.label}</label>
      <input
        id={`${id}-input`}
        type="text"
        value={text}
        placeholder={config.placeholder}
        aria-required={required || undefined}
        aria-describedby={config.unmanaged_help_text ? `${id}-help` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          schedule(event.target.value);
        }}
        onBlur={flush}
        onKeyDown={(event) => {
          if (event.key === 'Enter') flush();
        }}
      />
      {config.unmanaged_help_text && (
        <p id={`${id}-help`} className="ui small text">
          {config.unmanaged_help_text}
        </p>
      )}
    </div>
  );
};
