import { useEffect, useState } from 'react';
import { createAutosave, type AutosaveState } from '../../../core/editor/autosave';
import type { EditorControllerState } from '../../../core/editor/types';
import type { EditorRecord } from '../../../core/model';
import { browserOnlineSignal } from '../../../core/upload/onlineSignal';
import { useStoreSelection } from '../../../ui/hooks/useStoreSelection';
import { useEditorSession } from '../draftActions';
import { DraftSaveText } from '../DraftSaveStatus';
import { AutosaveStatus } from './AutosaveStatus';

export interface DraftAutosaveProps {
  /** The pause in typing before a save. */
  delayMs: number;
}

const whole = (state: AutosaveState) => state;
const savedRecord = (state: EditorControllerState) => state.record;

/** A new upload becomes a draft once it has a title: untitled ones would pile up in My uploads. */
const worthADraft = (values: EditorRecord) => Boolean(values.metadata.title?.trim());

/**
 * Saves the draft by itself after the user pauses (config `autosave`), through the form's one
 * way of running actions, and says how it went beside the buttons: the form's one save
 * status. A keystroke only restarts the pause: whether anything is left to save is asked when
 * the pause ends. Until a new upload has a title, what is typed stays in the browser (the
 * unsaved-edits copy).
 */
export const DraftAutosave = ({ delayMs }: DraftAutosaveProps) => {
  const session = useEditorSession();
  const { controller } = session;
  const [autosave] = useState(() =>
    createAutosave({
      delayMs,
      online: browserOnlineSignal(),
      hasChanges() {
        // Nothing while a conflict waits for the user's choice.
        const { record, conflicts } = controller.getState();
        return (
          conflicts.length === 0 &&
          (record.id !== undefined || worthADraft(session.getValues())) &&
          session.changes().length > 0
        );
      },
      async save() {
        const save = (values: EditorRecord) => controller.autosave(values);
        // An autosave never navigates: the session's own run serves.
        const outcome = await session.run(save, { check: false, background: true });
        if (outcome.ok) return { ok: true, refused: outcome.refused };
        const { busy, conflicts, error } = outcome;
        return { ok: false, busy, conflict: conflicts !== undefined, error };
      },
    }),
  );
  useEffect(() => () => autosave.dispose(), [autosave]);
  const { phase, savedAt, refused } = useStoreSelection(autosave, whole);
  const record = useStoreSelection(controller, savedRecord);

  useEffect(() => session.subscribeToChanges(autosave.changed), [session, autosave]);
  // A draft another action saved (Save draft, the community choice) outdates a failure.
  useEffect(() => {
    let saved = controller.getState().record;
    return controller.subscribe(() => {
      const now = controller.getState().record;
      if (now === saved) return;
      saved = now;
      autosave.settled();
    });
  }, [controller, autosave]);

  return (
    <AutosaveStatus phase={phase} savedAt={savedAt} refused={refused}>
      <DraftSaveText record={record} titleFirst />
    </AutosaveStatus>
  );
};
