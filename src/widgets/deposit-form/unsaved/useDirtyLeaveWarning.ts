import { useMemo } from 'react';
import { sameValues } from '../../../core/editor/sameValues';
import type { EditorRecord } from '../../../core/model';
import { useLeaveWarning } from '../../../ui/hooks/useLeaveWarning';

export interface DirtyLeaveWarningOptions {
  /** The form's current values. */
  values: EditorRecord;
  /** The last saved state: what a reload would show. */
  record: EditorRecord;
  /** Files are uploading (the uploader's own warning may be off when it is embedded). */
  uploading?: boolean;
  /** Off while the form itself sends the browser away (after publish or preview). */
  leaving?: boolean;
}

/**
 * Warns before leaving while the values differ from the saved record or uploads run.
 * Compares with the record rather than using Formik's `dirty`, which compares with the
 * initial values and stays true after a save unless the form is reinitialised.
 */
export const useDirtyLeaveWarning = ({
  values,
  record,
  uploading = false,
  leaving = false,
}: DirtyLeaveWarningOptions): void => {
  const dirty = useMemo(() => !sameValues(values, record), [values, record]);
  useLeaveWarning(!leaving && (dirty || uploading));
};
