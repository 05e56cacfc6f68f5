import { useCallback } from 'react';
import { useLeaveWarning } from '../../../ui/hooks/useLeaveWarning';

export interface DirtyLeaveWarningOptions {
  /** Whether the values differ from the saved record: what a reload would lose. */
  hasChanges: () => boolean;
  /** Files are uploading (the uploader's own warning may be off when it is embedded). */
  uploading?: boolean;
  /** Off while the form itself sends the browser away (after publish or preview). */
  leaving?: boolean;
}

/**
 * Warns before leaving while the values differ from the saved record or uploads run. Asked
 * when the page is about to be left, not on each keystroke.
 */
export const useDirtyLeaveWarning = ({
  hasChanges,
  uploading = false,
  leaving = false,
}: DirtyLeaveWarningOptions): void => {
  const unsaved = useCallback(() => uploading || hasChanges(), [uploading, hasChanges]);
  useLeaveWarning(leaving ? false : unsaved);
};
