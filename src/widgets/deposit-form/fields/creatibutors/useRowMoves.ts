import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '../../../../ui/i18n/useTranslation';
import type { FormCreatibutor } from '../../../../core/model';
import type { CreatibutorKind } from './creatibutorFormValues';
import { creatibutorLabel } from './creatibutorLabel';

interface PendingMove {
  to: number;
  /** The Move button used; a drop has none and moves no focus. */
  button?: 'up' | 'down';
}

/**
 * Moves rows (by button or by drop), then, once the list shows the new order, puts the focus
 * back on the moved row's button and says where the row went. The callbacks are stable.
 */
export const useRowMoves = (
  kind: CreatibutorKind,
  items: readonly FormCreatibutor[],
  move: (from: number, to: number) => void,
  list: RefObject<HTMLElement | null>,
) => {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState('');
  const pending = useRef<PendingMove | null>(null);

  useEffect(() => {
    const done = pending.current;
    if (!done) return;
    pending.current = null;
    const item = items[done.to];
    if (!item) return;
    setAnnouncement(
      t('{{name}} moved to position {{position}} of {{total}}', {
        name: creatibutorLabel(t, kind, item, done.to + 1),
        position: done.to + 1,
        total: items.length,
      }),
    );
    if (done.button) {
      list.current
        ?.querySelector<HTMLElement>(`[data-index="${done.to}"] [data-move="${done.button}"]`)
        ?.focus();
    }
  }, [items, kind, list, t]);

  const onMove = useCallback(
    (from: number, to: number) => {
      pending.current = { to, button: to < from ? 'up' : 'down' };
      move(from, to);
    },
    [move],
  );

  const onDrop = useCallback(
    (from: number, to: number) => {
      if (from === to) return;
      pending.current = { to };
      move(from, to);
    },
    [move],
  );

  return { announcement, onMove, onDrop };
};
