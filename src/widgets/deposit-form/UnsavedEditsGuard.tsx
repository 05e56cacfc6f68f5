import { NEW_DRAFT_KEY } from '../../core/editor/unsavedEdits';
import type { EditorRecord } from '../../core/model';
import { useFormActions, useFormValuesListener } from '../../ui/fields';
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
  // The whole record is read when needed: this guard does not re-render on a keystroke.
  const { getValues, setValues } = useFormActions();
  const readValues = getValues as () => EditorRecord;
  const { offer, restore, discard, onValuesChange } = useUnsavedEdits({
    draftKey: record.id ?? NEW_DRAFT_KEY,
    getValues: readValues,
    record,
    setValues,
  });
  useFormValuesListener(onValuesChange);
  useDirtyLeaveWarning({ getValues: readValues, record, uploading, leaving });
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
