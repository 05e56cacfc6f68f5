import { useCallback, useEffect, useState } from 'react';
import { createAutosave, type AutosaveState } from '../../../core/editor/autosave';
import { localChanges } from '../../../core/editor/mergeDraft';
import type { EditorController } from '../../../core/editor/types';
import type { EditorRecord } from '../../../core/model';
import { browserOnlineSignal } from '../../../core/upload/onlineSignal';
import { useFormActions, useFormValuesListener } from '../../../ui/fields';
import { useStoreSelection } from '../../../ui/hooks/useStoreSelection';
import { useRunDraftAction } from '../draftActions';
import { AutosaveStatus } from './AutosaveStatus';

export interface DraftAutosaveProps {
  controller: EditorController;
  /** The pause in typing before a save. */
  delayMs: number;
}

const whole = (state: AutosaveState) => state;

/**
 * Saves the draft by itself after the user pauses (config `autosave`), through the form's one
 * way of running actions, and says how it went beside the buttons. A keystroke only restarts
 * the pause: whether anything is left to save is asked when the pause ends.
 */
export const DraftAutosave = ({ controller, delayMs }: DraftAutosaveProps) => {
  // The form's setters are stable and an autosave never navigates: the first `run` serves.
  const run = useRunDraftAction();
  const { getValues } = useFormActions();
  const [autosave] = useState(() =>
    createAutosave({
      delayMs,
      online: browserOnlineSignal(),
      hasChanges() {
        // Nothing while a conflict waits for the user's choice.
        const { record, conflicts } = controller.getState();
        return (
          conflicts.length === 0 && localChanges(record, getValues() as EditorRecord).length > 0
        );
      },
      async save() {
        const save = (values: EditorRecord) => controller.autosave(values);
        const outcome = await run(save, { check: false });
        if (outcome.ok) return { ok: true, refused: outcome.refused };
        const { busy, conflicts, error } = outcome;
        return { ok: false, busy, conflict: conflicts !== undefined, error };
      },
    }),
  );
  useEffect(() => () => autosave.dispose(), [autosave]);
  const { phase, savedAt, refused } = useStoreSelection(autosave, whole);

  useFormValuesListener(useCallback(() => autosave.changed(), [autosave]));
  // A community chosen is saved too (its review is put or deleted on save).
  useEffect(() => {
    let chosen = controller.getState().editorState.selectedCommunity;
    return controller.subscribe(() => {
      const now = controller.getState().editorState.selectedCommunity;
      if (now === chosen) return;
      chosen = now;
      autosave.changed(true);
    });
  }, [controller, autosave]);

  return <AutosaveStatus phase={phase} savedAt={savedAt} refused={refused} />;
};
