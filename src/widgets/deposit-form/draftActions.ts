import { createContext, useContext } from 'react';
import type { ActionOutcome } from '../../core/editor/types';
import type { EditorRecord } from '../../core/model';

export interface RunOptions {
  /**
   * Run the form's own checks first (docs/behaviour.md#validation); autosave and uploads skip them.
   */
  check?: boolean;
  /** The action publishes or submits: the checks then name empty required fields too. */
  publishing?: boolean;
}

/**
 * Runs a controller action with the form's current values and brings its answer back into
 * the form through the three-way merge: whatever the user typed meanwhile stays.
 */
export type RunDraftAction = (
  action: (values: EditorRecord) => Promise<ActionOutcome>,
  options?: RunOptions,
) => Promise<ActionOutcome>;

export const DraftActionsContext = createContext<RunDraftAction | null>(null);

/** The deposit form's one way of running an action; parts inside the form use it. */
export const useRunDraftAction = (): RunDraftAction => {
  const run = useContext(DraftActionsContext);
  if (!run) throw new Error('draft actions are run inside a DepositForm');
  return run;
};
