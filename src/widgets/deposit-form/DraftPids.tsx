import { useFormikContext } from 'formik';
import type { ActionOutcome, EditorController } from '../../core/editor/types';
import { withTypedValues } from '../../core/editor/typedValues';
import type { EditorRecord } from '../../core/model';
import { PidField, type PidFieldConfig } from './pids';

export interface DraftPidsProps {
  controller: EditorController;
  configs: readonly PidFieldConfig[];
  submitting: boolean;
}

/** One PID field per configured scheme; a reserved or discarded PID lands in the form. */
export const DraftPids = ({ controller, configs, submitting }: DraftPidsProps) => {
  const { values, setValues } = useFormikContext<EditorRecord>();
  const apply = async (action: Promise<ActionOutcome>) => {
    const outcome = await action;
    // The server's PIDs are the news here; everything else typed stays.
    if (outcome.ok)
      void setValues({ ...withTypedValues(outcome.record, values), pids: outcome.record.pids });
  };
  return (
    <>
      {configs.map((config) => (
        <PidField
          key={config.scheme}
          config={config}
          submitting={submitting}
          onReserve={(pidType) => apply(controller.reservePid(values, pidType))}
          onDiscard={(pidType) => apply(controller.discardPid(values, pidType))}
        />
      ))}
    </>
  );
};
