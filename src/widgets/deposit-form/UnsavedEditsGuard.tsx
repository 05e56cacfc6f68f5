import { useCallback } from 'react';
import { NEW_DRAFT_KEY } from '../../core/editor/unsavedEdits';
import type { EditorRecord } from '../../core/model';
import { useEditorSession } from './draftActions';
import { RestorePrompt } from './unsaved/RestorePrompt';
import { useDirtyLeaveWarning } from './unsaved/useDirtyLeaveWarning';
import { useUnsavedEdits } from './unsaved/useUnsavedEdits';

export interface UnsavedEditsGuardProps {
  /** The last state the server confirmed. */
  record: EditorRecord;
  uploading: boolean;
  /** The form is taking the browser elsewhere (publish, delete...): no warning then. */
  leaving: boolean;
}

/** Nothing typed is lost: kept in storage, offered back after a reload, warned about on leaving. */
export const UnsavedEditsGuard = ({ record, uploading, leaving }: UnsavedEditsGuardProps) => {
  // The session says when to look: this guard does not re-render on a keystroke.
  const session = useEditorSession();
  const { offer, restore, discard } = useUnsavedEdits({
    session,
    draftKey: record.id ?? NEW_DRAFT_KEY,
    record,
  });
  const hasChanges = useCallback(() => session.changes().length > 0, [session]);
  useDirtyLeaveWarning({ hasChanges, uploading, leaving });
  if (!offer) return null;
  return (
    <RestorePrompt
      savedAt={offer.savedAt}
      values={offer.values}
      onRestore={restore}
      onDiscard={discard}
    />
  );
};
