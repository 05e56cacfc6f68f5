import type { ActionOutcome, EditorController } from '../../core/editor/types';
import { withTypedValues } from '../../core/editor/typedValues';
import type { EditorRecord } from '../../core/model';
import { useFormActions } from '../../ui/fields';
import { PidField, type PidFieldConfig } from './pids';

export interface DraftPidsProps {
  controller: EditorController;
  configs: readonly PidFieldConfig[];
  submitting: boolean;
}

/** One PID field per configured scheme; a reserved or discarded PID lands in the form. */
export const DraftPids = ({ controller, configs, submitting }: DraftPidsProps) => {
  // Read when the buttons are used: a keystroke elsewhere re-renders none of this.
  const { getValues, setValues } = useFormActions();
  const apply = async (action: Promise<ActionOutcome>) => {
    const outcome = await action;
    // The server's PIDs are the news here; everything typed, even while it answered, stays.
    if (outcome.ok) {
      const typed = getValues() as EditorRecord;
      setValues({ ...withTypedValues(outcome.record, typed), pids: outcome.record.pids });
    }
  };
  return (
    <>
      {configs.map((config) => (
        <PidField
          key={config.scheme}
          config={config}
          submitting={submitting}
          onReserve={(pidType) =>
            apply(controller.reservePid(getValues() as EditorRecord, pidType))
          }
          onDiscard={(pidType) =>
            apply(controller.discardPid(getValues() as EditorRecord, pidType))
          }
        />
      ))}
    </>
  );
};
