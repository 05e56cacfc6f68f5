import { createContext, useContext } from 'react';
import type { DraftAction, EditorSession, RunOptions } from '../../core/editor/session';
import type { ActionOutcome } from '../../core/editor/types';

/**
 * Runs a controller action through the editor session (its answer merged into the values),
 * then takes the browser where the answer says.
 */
export type RunDraftAction = (action: DraftAction, options?: RunOptions) => Promise<ActionOutcome>;

export interface DraftActions {
  session: EditorSession;
  run: RunDraftAction;
}

export const DraftActionsContext = createContext<DraftActions | null>(null);

const useDraftActions = (): DraftActions => {
  const actions = useContext(DraftActionsContext);
  if (!actions) throw new Error('draft actions are run inside a DepositForm');
  return actions;
};

/** The deposit form's one way of running an action; parts inside the form use it. */
export const useRunDraftAction = (): RunDraftAction => useDraftActions().run;

/** The deposit form's editor session, for the parts that watch the form as a whole. */
export const useEditorSession = (): EditorSession => useDraftActions().session;
