import { useState } from 'react';
import type { DraftRecord } from '../../core/model';
import { isCancelled } from '../../core/rules';
import { useUnmountSignal } from '../../ui/hooks/useUnmountSignal';

/** Where a new draft opens unless the host says otherwise: its page. */
export const goToDraft = (draft: DraftRecord) => {
  const page = draft.links?.self_html;
  if (page) window.location.assign(page);
};

/**
 * A button's making of a draft (a new version, a new upload from a record): busy from the
 * press until the browser has left for the draft (`onCreated`), its failure kept for the
 * button to show. The call is aborted when the button goes away; its late answer then changes
 * nothing.
 */
export const useDraftCreation = (
  create: (signal: AbortSignal) => Promise<DraftRecord>,
  onCreated: (draft: DraftRecord) => void,
) => {
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const unmountSignal = useUnmountSignal();

  const start = async () => {
    if (creating) return;
    const signal = unmountSignal();
    setCreating(true);
    setError(null);
    try {
      const draft = await create(signal);
      if (signal.aborted) return;
      // Stays busy while the browser leaves for the draft's page.
      onCreated(draft);
    } catch (failure) {
      if (signal.aborted || isCancelled(failure)) return;
      setError(failure);
      setCreating(false);
    }
  };

  return { creating, error, start };
};
