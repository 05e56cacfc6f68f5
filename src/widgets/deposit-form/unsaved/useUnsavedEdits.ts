import { useCallback, useEffect, useRef, useState } from 'react';
import { localChanges, localChangesOnly, withLocalChanges } from '../../../core/editor/mergeDraft';
import { createRestartableTimeout } from '../../../core/editor/restartableTimeout';
import { sameValues } from '../../../core/editor/sameValues';
import {
  browserLocalStorage,
  createUnsavedEditsStore,
  type UnsavedEdits,
  type UnsavedEditsStore,
} from '../../../core/editor/unsavedEdits';
import type { EditorRecord } from '../../../core/model';

/** How long typing must pause before the values are written. */
export const UNSAVED_EDITS_DELAY_MS = 500;

export interface UseUnsavedEditsOptions {
  /** The draft id, or NEW_DRAFT_KEY before the first save; a change moves the copy along. */
  draftKey: string;
  /** Reads the form's current values (read after a pause in typing, not on each keystroke). */
  getValues: () => EditorRecord;
  /** The last saved state (what the server has): values equal to it are not kept. */
  record: EditorRecord;
  /** Puts values back into the form (Formik's `setValues`). */
  setValues: (values: EditorRecord) => unknown;
  /** Where copies live; the browser's localStorage when absent. */
  store?: UnsavedEditsStore;
  delayMs?: number;
}

export interface UnsavedEditsOffer {
  /** A copy from an earlier visit that differs from the record, until answered. */
  offer: UnsavedEdits | undefined;
  /**
   * Puts the offered changes into the form, on top of the draft as saved now (a save made
   * elsewhere since stays); they stay unsaved (and kept) until saved.
   */
  restore: () => void;
  /** Forgets the offered copy. */
  discard: () => void;
  /** To be called after each change of the form's values; stable. */
  onValuesChange: () => void;
}

/**
 * Keeps the form's unsaved values in storage while they differ from the saved record and
 * offers them back on the next mount (a reload, a crash). Writes wait for a pause in
 * typing, but happen at once when the page is hidden or left, since a timer may never fire.
 */
export const useUnsavedEdits = ({
  draftKey,
  getValues,
  record,
  setValues,
  store: givenStore,
  delayMs = UNSAVED_EDITS_DELAY_MS,
}: UseUnsavedEditsOptions): UnsavedEditsOffer => {
  const [ownStore] = useState(() =>
    givenStore ? undefined : createUnsavedEditsStore({ storage: browserLocalStorage() }),
  );
  const store = givenStore ?? (ownStore as UnsavedEditsStore);

  const [offer, setOffer] = useState(() => {
    const stored = store.load(draftKey);
    if (!stored) return undefined;
    const restored = withLocalChanges(record, stored.values, stored.changed);
    return sameValues(restored, record) ? undefined : stored;
  });
  const offered = offer !== undefined;

  // What a delayed or flushed write must use: the props of the last render, not those of
  // the render that started the timer.
  const latest = useRef({ draftKey, record, offered, getValues });
  useEffect(() => {
    latest.current = { draftKey, record, offered, getValues };
  });

  // Comparing the whole record costs more than a keystroke: each change only restarts the
  // wait, and the comparison runs once typing pauses.
  const [pause] = useState(createRestartableTimeout);

  /** Keeps the values while they differ from the record; forgets the copy once they agree. */
  const settle = useCallback(() => {
    pause.stop();
    const { draftKey: key, record: saved, offered: waiting, getValues: read } = latest.current;
    const typed = read();
    const changes = localChanges(saved, typed);
    // Saved, or typed back to the saved state. A copy still waiting for an answer stays.
    if (changes.length === 0) {
      if (!waiting) store.clear(key);
      return;
    }
    store.save(key, localChangesOnly(typed, changes), changes);
  }, [pause, store]);

  const onValuesChange = useCallback(
    () => pause.restart(delayMs, settle),
    [pause, delayMs, settle],
  );

  const flush = useCallback(() => {
    if (pause.isWaiting()) settle();
  }, [pause, settle]);

  const previousKey = useRef(draftKey);
  useEffect(() => {
    if (previousKey.current === draftKey) return;
    // A new draft got its id: its copy must not be offered to the next new draft.
    store.move(previousKey.current, draftKey);
    previousKey.current = draftKey;
  }, [store, draftKey]);

  // A new answer from the server (or an answered offer): compare at once, once.
  useEffect(() => settle(), [settle, record, offered]);

  useEffect(() => {
    const flushWhenHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flushWhenHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flushWhenHidden);
      // Unmounted by the host page (no reload): the last typing is kept as well.
      flush();
    };
  }, [flush]);

  const restore = useCallback(() => {
    if (!offer) return;
    setValues(withLocalChanges(latest.current.record, offer.values, offer.changed));
    setOffer(undefined);
  }, [offer, setValues]);

  const discard = useCallback(() => {
    store.clear(draftKey);
    setOffer(undefined);
  }, [store, draftKey]);

  return { offer, restore, discard, onValuesChange };
};
