import { useEffect, useRef, useState } from 'react';
import { createAutosave, type AutosaveState } from '../../../core/editor/autosave';
import { localChanges } from '../../../core/editor/mergeDraft';
import type { EditorController } from '../../../core/editor/types';
import type { EditorRecord } from '../../../core/model';
import { browserOnlineSignal } from '../../../core/upload/onlineSignal';
import { useFormValues } from '../../../ui/fields';
import { useStoreSelection } from '../../../ui/hooks/useStoreSelection';
import { useRunDraftAction } from '../draftActions';
import { AutosaveStatus } from './AutosaveStatus';
import { useEditorState } from '../useEditorState';

export interface DraftAutosaveProps {
  controller: EditorController;
  /** The pause in typing before a save. */
  delayMs: number;
}

const whole = (state: AutosaveState) => state;

/**
 * Saves the draft by itself after the user pauses (config `autosave`), through the form's one
 * way of running actions, and says how it went beside the buttons (announced politely).
 */
export const DraftAutosave = ({ controller, delayMs }: DraftAutosaveProps) => {
  // The form's setters are stable and an autosave never navigates: the first `run` serves.
  const run = useRunDraftAction();
  const [autosave] = useState(() =>
    createAutosave({
      delayMs,
      online: browserOnlineSignal(),
      async save() {
        const save = (values: EditorRecord) => controller.autosave(values);
        const outcome = await run(save, { check: false });
        if (outcome.ok) return { ok: true };
        const { busy, conflicts, error } = outcome;
        return { ok: false, busy, conflict: conflicts !== undefined, error };
      },
    }),
  );
  useEffect(() => () => autosave.dispose(), [autosave]);
  const { phase, savedAt } = useStoreSelection(autosave, whole);

  const values = useFormValues<EditorRecord>();
  const { record, conflicts, editorState } = useEditorState(controller);
  const community = editorState.selectedCommunity;
  // Values the user changed since the last save, while no conflict waits for their choice.
  const changed = conflicts.length === 0 && localChanges(record, values).length > 0;
  useEffect(() => {
    if (changed) autosave.changed();
  }, [autosave, changed, values]);
  const chosenCommunity = useRef(community);
  useEffect(() => {
    if (chosenCommunity.current === community) return;
    chosenCommunity.current = community;
    autosave.changed();
  }, [autosave, community]);

  return <AutosaveStatus phase={phase} savedAt={savedAt} />;
};
