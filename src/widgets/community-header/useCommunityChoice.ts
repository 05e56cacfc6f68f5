import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiError, type DraftsApi } from '../../core/api';
import type { Community, DraftRecord } from '../../core/model';
import { selectedCommunityOf } from './selectedCommunity';

/**
 * The standalone header's choice, saved as the draft's review: choosing puts a review for the
 * community, removing deletes it. A failure keeps the previous choice and gives the server's
 * message. A new record from the host replaces the choice.
 */
export const useCommunityChoice = (
  record: DraftRecord,
  drafts: DraftsApi,
  onSaved?: (community: Community | null) => void,
) => {
  const [seen, setSeen] = useState(record);
  const [community, setCommunity] = useState(() => selectedCommunityOf(record));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  if (seen !== record) {
    setSeen(record);
    setCommunity(selectedCommunityOf(record));
    setError(null);
  }
  // A save still running when the widget goes is abandoned, and its answer ignored.
  useEffect(() => () => inFlight.current?.abort(), []);

  const choose = useCallback(
    async (next: Community | null) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      const options = { signal: controller.signal };
      setSaving(true);
      setError(null);
      try {
        if (next) await drafts.putReview(record, next.id, options);
        else await drafts.deleteReview(record, options);
        if (controller.signal.aborted) return;
        setCommunity(next);
        onSaved?.(next);
      } catch (failure) {
        const apiError = toApiError(failure);
        if (apiError.isAbort || controller.signal.aborted) return;
        setError(apiError.message);
      } finally {
        if (inFlight.current === controller && !controller.signal.aborted) {
          inFlight.current = null;
          setSaving(false);
        }
      }
    },
    [drafts, record, onSaved],
  );

  return { community, saving, error, choose };
};
