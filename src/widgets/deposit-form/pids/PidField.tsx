import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../ui/i18n/useTranslation';
import { Message } from 'semantic-ui-react';
import type { Pid } from '../../../core/model';
import { useFormActions, useFormValue } from '../../../ui/fields';
import { ManagedPid } from './ManagedPid';
import { PidModeChoice } from './PidModeChoice';
import {
  EXTERNAL_PROVIDER,
  isMisconfigured,
  pidTypeOf,
  type PidFieldConfig,
  type PidMode,
} from './pidFieldConfig';
import { UnmanagedPid } from './UnmanagedPid';

export interface PidFieldProps {
  config: PidFieldConfig;
  /** Saves the draft and reserves an identifier; failures are the form's to report. */
  onReserve: (pidType: string) => Promise<void> | void;
  /** Discards the reserved identifier; failures are the form's to report. */
  onDiscard: (pidType: string) => Promise<void> | void;
  /** The form is saving or running an action: reserve and discard wait. */
  submitting: boolean;
  required?: boolean;
  /** The instance lets records be published without this identifier (optional DOI, v13+). */
  optional?: boolean;
}

const initialMode = (config: PidFieldConfig, stored: Pid | undefined): PidMode => {
  if (!config.can_be_managed) return 'unmanaged';
  if (!config.can_be_unmanaged) return 'managed';
  return stored?.provider === EXTERNAL_PROVIDER ? 'unmanaged' : 'managed';
};

/**
 * One identifier type, bound to `values.pids[scheme]` (docs/behaviour.md#draft-actions). Its
 * label is the host's (InvenioRDM sends it in the page's language); one our catalog knows
 * ('Digital Object Identifier') shows in the widget's language.
 */
export const PidField = (props: PidFieldProps) => {
  const { t } = useTranslation();
  const config = useMemo(
    () => ({ ...props.config, label: t(props.config.label) }),
    [props.config, t],
  );
  return isMisconfigured(config) ? (
    <MisconfiguredPid config={config} />
  ) : (
    <ConfiguredPidField {...props} config={config} />
  );
};

const ConfiguredPidField = ({
  config,
  onReserve,
  onDiscard,
  submitting,
  required,
  optional,
}: PidFieldProps) => {
  const { setFieldValue } = useFormActions();
  const stored = useFormValue<Pid | undefined>(`pids.${config.scheme}`);
  const [mode, setMode] = useState<PidMode>(() => initialMode(config, stored));
  const reserved =
    stored && stored.provider !== EXTERNAL_PROVIDER && stored.identifier ? stored : undefined;
  const pidType = pidTypeOf(config);

  const changeMode = (next: PidMode) => {
    // A typed identifier would otherwise be sent as if the user still held it.
    if (next === 'managed' && stored?.provider === EXTERNAL_PROVIDER) {
      setFieldValue(`pids.${config.scheme}`, undefined);
    }
    setMode(next);
  };

  return (
    <section aria-label={config.label}>
      {config.can_be_managed && config.can_be_unmanaged && (
        <PidModeChoice
          label={config.label}
          mode={mode}
          locked={reserved !== undefined || submitting}
          onChange={changeMode}
        />
      )}
      {mode === 'managed' ? (
        <ManagedPid
          config={config}
          reserved={reserved}
          optional={optional}
          submitting={submitting}
          onReserve={() => void onReserve(pidType)}
          onDiscard={() => void onDiscard(pidType)}
        />
      ) : (
        <UnmanagedPid config={config} required={required} />
      )}
    </section>
  );
};

/** The field errors when it can be neither managed nor unmanaged (docs/editor-config.md#pids). */
const MisconfiguredPid = ({ config }: { config: PidFieldConfig }) => {
  const { t } = useTranslation();
  useEffect(() => {
    console.error(
      `PID field '${config.scheme}' is misconfigured: it can be neither managed nor unmanaged.`,
    );
  }, [config.scheme]);
  return (
    <Message negative role="alert">
      {t(
        'The {{label}} field is misconfigured: it allows neither a reserved nor an own identifier. Please contact user support.',
        { label: config.label },
      )}
    </Message>
  );
};
