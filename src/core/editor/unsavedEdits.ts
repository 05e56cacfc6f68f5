import type { EditorRecord } from '../model';
import { isPlainObject } from '../serializer/jsonReaders';

/**
 * Form values the user typed but did not save, kept in the browser's storage per draft so a
 * reload, a crash or a closed tab loses nothing. The store never throws: storage can be full,
 * disabled or refuse access (Safari private mode), and losing the copy must not break the form.
 */

/** The part of the Web Storage API the store uses (localStorage, or a fake in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A stored copy of form values, which of them the user changed, and when it was written. */
export interface UnsavedEdits<V = EditorRecord> {
  values: V;
  /**
   * The paths the user changed since the last save (see `localChanges`): restoring puts only
   * these back, on top of the draft as it is now, so what was saved since (another tab, a
   * colleague) is not undone.
   */
  changed: readonly string[];
  savedAt: Date;
}

export interface UnsavedEditsStore<V = EditorRecord> {
  /** Keeps `values` for the draft; with no changed path, clears the copy instead. */
  save(draftKey: string, values: V, changed: readonly string[]): void;
  /** The stored copy, or undefined when none, unreadable, of another version or too old. */
  load(draftKey: string): UnsavedEdits<V> | undefined;
  clear(draftKey: string): void;
  /** Moves the copy to another key: a new draft got its id on the first save. */
  move(from: string, to: string): void;
}

export interface UnsavedEditsOptions {
  storage: KeyValueStorage;
  /** Milliseconds since the epoch; a fixed clock in tests. */
  now?: () => number;
  /** Put before every draft key, so the entries do not collide with the page's own. */
  keyPrefix?: string;
  /** Copies older than this are ignored and removed. */
  maxAgeMs?: number;
  /** Told about storage failures and unreadable entries (the caller may log them). */
  onError?: (error: unknown) => void;
}

/** The draft key of a draft that has no id yet. */
export const NEW_DRAFT_KEY = 'new';
export const UNSAVED_EDITS_KEY_PREFIX = 'rdm-widgets:unsaved-edits:';
export const UNSAVED_EDITS_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Raise when the stored shape or EditorRecord changes incompatibly: old copies are dropped. */
export const UNSAVED_EDITS_VERSION = 2;

interface StoredEntry {
  version: number;
  savedAt: number;
  values: unknown;
  changed: string[];
}

const isStoredEntry = (value: unknown): value is StoredEntry =>
  isPlainObject(value) &&
  typeof value.version === 'number' &&
  typeof value.savedAt === 'number' &&
  Number.isFinite(value.savedAt) &&
  isPlainObject(value.values) &&
  Array.isArray(value.changed) &&
  value.changed.every((path) => typeof path === 'string');

export const createUnsavedEditsStore = <V = EditorRecord>({
  storage,
  now = Date.now,
  keyPrefix = UNSAVED_EDITS_KEY_PREFIX,
  maxAgeMs = UNSAVED_EDITS_MAX_AGE_MS,
  onError = () => undefined,
}: UnsavedEditsOptions): UnsavedEditsStore<V> => {
  const storageKey = (draftKey: string) => `${keyPrefix}${draftKey}`;

  const remove = (draftKey: string) => {
    try {
      storage.removeItem(storageKey(draftKey));
    } catch (error) {
      onError(error);
    }
  };

  const write = (draftKey: string, values: V, changed: readonly string[], savedAt: number) => {
    const entry: StoredEntry = {
      version: UNSAVED_EDITS_VERSION,
      savedAt,
      values,
      changed: [...changed],
    };
    try {
      storage.setItem(storageKey(draftKey), JSON.stringify(entry));
    } catch (error) {
      // Quota exceeded or storage disabled: the form keeps working, only the copy is lost.
      onError(error);
    }
  };

  const read = (draftKey: string): StoredEntry | undefined => {
    let text: string | null;
    try {
      text = storage.getItem(storageKey(draftKey));
    } catch (error) {
      onError(error);
      return undefined;
    }
    if (text === null) return undefined;
    let entry: unknown;
    try {
      entry = JSON.parse(text);
    } catch (error) {
      onError(error);
      remove(draftKey);
      return undefined;
    }
    // Foreign, older or newer entries cannot be trusted to fit the form: drop them.
    if (!isStoredEntry(entry) || entry.version !== UNSAVED_EDITS_VERSION) {
      onError(new Error(`Unreadable unsaved edits for draft ${draftKey}`));
      remove(draftKey);
      return undefined;
    }
    if (now() - entry.savedAt > maxAgeMs) {
      remove(draftKey);
      return undefined;
    }
    return entry;
  };

  return {
    save(draftKey, values, changed) {
      if (changed.length === 0) remove(draftKey);
      else write(draftKey, values, changed, now());
    },
    load(draftKey) {
      const entry = read(draftKey);
      // The shape was checked above; the fields inside are the form's own.
      return (
        entry && {
          values: entry.values as V,
          changed: entry.changed,
          savedAt: new Date(entry.savedAt),
        }
      );
    },
    clear: remove,
    move(from, to) {
      if (from === to) return;
      const entry = read(from);
      if (entry) write(to, entry.values as V, entry.changed, entry.savedAt);
      remove(from);
    },
  };
};

/** Never stores anything: the stand-in when the browser refuses storage. */
const noStorage: KeyValueStorage = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
};

/**
 * The browser's localStorage, or a storage that keeps nothing where there is none. Reading
 * `window.localStorage` itself throws when the user blocks site data.
 */
export const browserLocalStorage = (): KeyValueStorage => {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : noStorage;
  } catch {
    return noStorage;
  }
};
