import { NEW_DRAFT_KEY } from '../../core/editor/unsavedEdits';
import type { EditorRecord } from '../../core/model';
import { useFormActions, useFormValues } from '../../ui/fields';
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
  // The whole record: kept in storage and compared with the saved one after each change.
  const values = useFormValues<EditorRecord>();
  const { setValues } = useFormActions();
  const { offer, restore, discard } = useUnsavedEdits({
    draftKey: record.id ?? NEW_DRAFT_KEY,
    values,
    record,
    setValues,
  });
  useDirtyLeaveWarning({ values, record, uploading, leaving });
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
