import { useState } from 'react';
import type { FileModificationApi } from '../../core/api/fileModification';
import { useUnmountSignal } from '../../ui/hooks/useUnmountSignal';

/** How an unlock ended: `invalid` when the record had validation errors (nothing was sent). */
export type UnlockOutcome = 'unlocked' | 'invalid';

export interface FileModification {
  /** The files were unlocked here (a reload reads it from the page). */
  unlocked: boolean;
  /** Saves first when the host asks to, then unlocks; rejects when either failed. */
  unlock: () => Promise<UnlockOutcome>;
}

/** Unlocking a published record's files, in place: nothing else on the page changes. */
export const useFileModification = (
  api: FileModificationApi | undefined,
  link: string | undefined,
  onBeforeUnlock: (() => Promise<boolean>) | undefined,
): FileModification => {
  const [unlocked, setUnlocked] = useState(false);
  const unmountSignal = useUnmountSignal();

  const unlock = async (): Promise<UnlockOutcome> => {
    // Only offered with a client (FileUploader): this never unlocks without asking the server.
    if (!api) throw new Error('The uploader has no file modification client.');
    if (onBeforeUnlock && !(await onBeforeUnlock())) return 'invalid';
    await api.unlockFiles({ links: { file_modification: link } }, { signal: unmountSignal() });
    setUnlocked(true);
    return 'unlocked';
  };

  return { unlocked, unlock };
};
