import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../ui/i18n/useTranslation';
import { useLazyPart } from '../../ui/hooks/useLazyPart';
import { lazyPart } from '../../ui/lazyPart';
import { LazyPartFailure } from '../../ui/LazyPartFailure';
import { Button } from '../../ui/semantic/Button';
import type { UnlockOutcome } from './useFileModification';

/** The dialog loads when first opened: most published records' files are never unlocked. */
const fileModificationModal = lazyPart(
  async () => (await import('./FileModificationModal')).FileModificationModal,
);

export interface EditPublishedFilesProps {
  allowed: boolean;
  policyDescription?: string;
  daysUntil?: number;
  newVersionButton?: ReactNode;
  onUnlock: () => Promise<UnlockOutcome>;
}

/** 'Edit published files': opens the modal that unlocks them, or says whom to ask. */
export const EditPublishedFiles = ({ newVersionButton, ...modal }: EditPublishedFilesProps) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const opening = useLazyPart(fileModificationModal);
  const { Part: FileModificationModal } = opening;
  return (
    <>
      <Button
        type="button"
        icon="unlock"
        content={t('Edit published files')}
        loading={opening.busy}
        aria-busy={opening.busy || undefined}
        onClick={() => opening.open(() => setOpen(true))}
        {...opening.preloadProps}
      />
      {opening.failed && <LazyPartFailure onRetry={opening.retry} />}
      {open && FileModificationModal && (
        <FileModificationModal
          {...modal}
          newVersionButton={newVersionButton}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
};
