import { useCallback, useEffect, useRef, useState } from 'react';
import type { DraftsApi } from '../../core/api';
import type { DraftRecord } from '../../core/model';

/**
 * The standalone uploader's copy of the draft: changed by the toggles and saved at once, and
 * saved by the upload manager before each batch. New props from the host replace it.
 */
export const useDraftRecord = (given: DraftRecord, drafts: DraftsApi) => {
  const [seen, setSeen] = useState(given);
  const [record, setRecord] = useState(given);
  const [saveFailed, setSaveFailed] = useState(false);
  // The manager's save runs outside React: it reads the latest draft from here.
  const latest = useRef(given);
  if (seen !== given) {
    setSeen(given);
    setRecord(given);
  }
  useEffect(() => {
    latest.current = record;
  }, [record]);

  const saveDraft = useCallback(async () => {
    const saved = await drafts.save(latest.current);
    latest.current = saved;
    setRecord(saved);
    return saved;
  }, [drafts]);

  const change = useCallback(
    (next: DraftRecord) => {
      latest.current = next;
      setRecord(next);
      setSaveFailed(false);
      saveDraft().catch(() => setSaveFailed(true));
    },
    [saveDraft],
  );

  return { record, saveFailed, saveDraft, change };
};
