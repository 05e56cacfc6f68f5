import type { EditorController } from '../../core/editor/types';
import { useRunDraftAction } from './draftActions';
import { PidField, type PidFieldConfig } from './pids';

export interface DraftPidsProps {
  controller: EditorController;
  configs: readonly PidFieldConfig[];
  submitting: boolean;
}

/**
 * One PID field per configured scheme; a reserved or discarded PID lands in the form through
 * the form's merge, so everything typed while the server answered stays.
 */
export const DraftPids = ({ controller, configs, submitting }: DraftPidsProps) => {
  const run = useRunDraftAction();
  return (
    <>
      {configs.map((config) => (
        <PidField
          key={config.scheme}
          config={config}
          submitting={submitting}
          onReserve={async (pidType) => {
            await run((values) => controller.reservePid(values, pidType), { check: false });
          }}
          onDiscard={async (pidType) => {
            await run((values) => controller.discardPid(values, pidType), { check: false });
          }}
        />
      ))}
    </>
  );
};
