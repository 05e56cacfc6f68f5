import { useCallback, useState } from 'react';
import type { PublishChecklistItem } from '../../core/model';
import { untickedItems } from '../../core/rules/publishChecklist';

export interface ChecklistTicks {
  ticked: ReadonlySet<string>;
  unticked: PublishChecklistItem[];
  /** How many times the user tried to go on with boxes unticked: errors show after the first. */
  attempts: number;
  toggle: (id: string, checked: boolean) => void;
  attempt: () => void;
}

/**
 * The ticks of a confirmation's checklist. They live as long as the open dialog: each opening
 * starts unticked, as InvenioRDM's modals (mounted while open) do.
 */
export const useChecklistTicks = (items: readonly PublishChecklistItem[]): ChecklistTicks => {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set());
  const [attempts, setAttempts] = useState(0);
  const toggle = useCallback((id: string, checked: boolean) => {
    setTicked((before) => {
      const after = new Set(before);
      if (checked) after.add(id);
      else after.delete(id);
      return after;
    });
  }, []);
  const attempt = useCallback(() => setAttempts((count) => count + 1), []);
  return { ticked, unticked: untickedItems(items, ticked), attempts, toggle, attempt };
};
