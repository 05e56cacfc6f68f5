import { useCallback, useEffect, useRef, useState } from 'react';
import { localChangesOnly, withLocalChanges } from '../../../core/editor/mergeDraft';
import { sameValues } from '../../../core/editor/sameValues';
import type { EditorSession } from '../../../core/editor/session';
import {
  browserLocalStorage,
  createUnsavedEditsStore,
  type UnsavedEdits,
  type UnsavedEditsStore,
} from '../../../core/editor/unsavedEdits';
import type { EditorRecord } from '../../../core/model';

export interface UseUnsavedEditsOptions {
  /** The form's values and what differs from the saved draft, worked out once per pause. */
  session: EditorSession;
  /** The draft id, or NEW_DRAFT_KEY before the first save; a change moves the copy along. */
  draftKey: string;
  /** The last saved state (what the server has): values equal to it are not kept. */
  record: EditorRecord;
  /** Where copies live; the browser's localStorage when absent. */
  store?: UnsavedEditsStore;
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
}

/**
 * Keeps the form's unsaved values in storage while they differ from the saved record and
 * offers them back on the next mount (a reload, a crash). Writes follow the session's pauses
 * in typing, but happen at once when the page is hidden or left, since a timer may never fire.
 */
export const useUnsavedEdits = ({
  session,
  draftKey,
  record,
  store: givenStore,
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

  // What a write told by the session must use: the props of the last render.
  const latest = useRef({ draftKey, offered });
  useEffect(() => {
    latest.current = { draftKey, offered };
  });
  // The values last kept or found saved: a flush with nothing newer writes nothing.
  const settledValues = useRef<EditorRecord | undefined>(undefined);

  /** Keeps the values while they differ from the record; forgets the copy once they agree. */
  const settle = useCallback(() => {
    const { draftKey: key, offered: waiting } = latest.current;
    const typed = session.getValues();
    settledValues.current = typed;
    const changes = session.changes();
    // Saved, or typed back to the saved state. A copy still waiting for an answer stays.
    if (changes.length === 0) {
      if (!waiting) store.clear(key);
      return;
    }
    store.save(key, localChangesOnly(typed, changes), changes);
  }, [session, store]);
  useEffect(() => session.subscribeToSettled(settle), [session, settle]);

  const flush = useCallback(() => {
    if (session.getValues() !== settledValues.current) settle();
  }, [session, settle]);

  const previousKey = useRef(draftKey);
  useEffect(() => {
    if (previousKey.current === draftKey) return;
    // A new draft got its id: its copy must not be offered to the next new draft.
    store.move(previousKey.current, draftKey);
    previousKey.current = draftKey;
  }, [store, draftKey]);

  // On mount and once the offer is answered: compare at once (the session says when the
  // server's answers come).
  useEffect(() => settle(), [settle, offered]);

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
    const saved = session.controller.getState().record;
    session.setValues(withLocalChanges(saved, offer.values, offer.changed));
    setOffer(undefined);
  }, [offer, session]);

  const discard = useCallback(() => {
    store.clear(draftKey);
    setOffer(undefined);
  }, [store, draftKey]);

  return { offer, restore, discard };
};
