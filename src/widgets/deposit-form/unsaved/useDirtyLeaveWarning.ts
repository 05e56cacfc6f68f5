import { useCallback } from 'react';
import { sameValues } from '../../../core/editor/sameValues';
import type { EditorRecord } from '../../../core/model';
import { useLeaveWarning } from '../../../ui/hooks/useLeaveWarning';

export interface DirtyLeaveWarningOptions {
  /** Reads the form's current values. */
  getValues: () => EditorRecord;
  /** The last saved state: what a reload would show. */
  record: EditorRecord;
  /** Files are uploading (the uploader's own warning may be off when it is embedded). */
  uploading?: boolean;
  /** Off while the form itself sends the browser away (after publish or preview). */
  leaving?: boolean;
}

/**
 * Warns before leaving while the values differ from the saved record or uploads run. The
 * values are compared when the page is about to be left, not on each keystroke; and with the
 * record rather than by Formik's `dirty`, which compares with the initial values and stays
 * true after a save unless the form is reinitialised.
 */
export const useDirtyLeaveWarning = ({
  getValues,
  record,
  uploading = false,
  leaving = false,
}: DirtyLeaveWarningOptions): void => {
  const unsaved = useCallback(
    () => uploading || !sameValues(getValues(), record),
    [uploading, getValues, record],
  );
  useLeaveWarning(leaving ? false : unsaved);
};
