import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/semantic/Button';
import type { UnlockOutcome } from './useFileModification';

/** The dialog loads when first opened: most published records' files are never unlocked. */
const FileModificationModal = lazy(async () => ({
  default: (await import('./FileModificationModal')).FileModificationModal,
}));

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
  return (
    <>
      <Button
        type="button"
        icon="unlock"
        content={t('Edit published files')}
        onClick={() => setOpen(true)}
      />
      {open && (
        <Suspense fallback={null}>
          <FileModificationModal
            {...modal}
            newVersionButton={newVersionButton}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
};
