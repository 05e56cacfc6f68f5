import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../ui/i18n/useTranslation';
import { SAVE_AND_ADD_ANOTHER_RESET_MS } from '../../../../core/rules';
import { Button } from '../../../../ui/semantic/Button';
import { Modal } from '../../../../ui/semantic/Modal';

export interface CreatibutorModalActionsProps {
  /** Adding someone new: 'Save and add another' is offered (not when editing). */
  adding: boolean;
  /** Changes each time someone was added and the modal stayed open (0: none yet). */
  addedCount: number;
  onCancel: () => void;
  onSaveAndAddAnother: () => void;
}

/**
 * True for SAVE_AND_ADD_ANOTHER_RESET_MS after each addition, so the button confirms it and
 * then reads as before (docs/behaviour.md#limits-and-timings).
 */
const useAddedMark = (addedCount: number): boolean => {
  const [expiredFor, setExpiredFor] = useState(0);
  useEffect(() => {
    if (addedCount === 0) return undefined;
    const timer = setTimeout(() => setExpiredFor(addedCount), SAVE_AND_ADD_ANOTHER_RESET_MS);
    return () => clearTimeout(timer);
  }, [addedCount]);
  return addedCount !== 0 && expiredFor !== addedCount;
};

/** Cancel, 'Save and add another' (adding only) and Save, which submits the modal's form. */
export const CreatibutorModalActions = ({
  adding,
  addedCount,
  onCancel,
  onSaveAndAddAnother,
}: CreatibutorModalActionsProps) => {
  const { t } = useTranslation();
  const added = useAddedMark(addedCount);
  return (
    <Modal.Actions>
      <Button type="button" basic content={t('Cancel')} onClick={onCancel} />
      {adding && (
        <Button
          type="button"
          basic
          icon={added ? 'check' : 'add'}
          content={added ? t('Added!') : t('Save and add another')}
          onClick={onSaveAndAddAnother}
        />
      )}
      <Button type="submit" primary icon="checkmark" content={t('Save')} />
    </Modal.Actions>
  );
};
