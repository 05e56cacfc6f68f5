import {
  createUnsavedEditsStore,
  NEW_DRAFT_KEY,
  UNSAVED_EDITS_KEY_PREFIX,
  UNSAVED_EDITS_MAX_AGE_MS,
  type KeyValueStorage,
  type UnsavedEditsOptions,
} from '../../../src/core/editor/unsavedEdits';
import { sameValues } from '../../../src/core/editor/sameValues';
import { anEditorRecord } from '../../factories/editorRecord';

const NOW = Date.UTC(2026, 10, 22, 9, 30);

/** A Map behind the Storage methods, so tests can look at and plant raw entries. */
const aMemoryStorage = () => {
  const items = new Map<string, string>();
  const storage: KeyValueStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
  return { storage, items };
};

const aStore = (options: Partial<UnsavedEditsOptions> = {}) => {
  const { storage, items } = aMemoryStorage();
  let clock = NOW;
  const onError = jest.fn();
  const store = createUnsavedEditsStore({ storage, now: () => clock, onError, ...options });
  const advance = (ms: number) => {
    clock += ms;
  };
  return { store, items, onError, advance };
};

const typed = anEditorRecord({ metadata: { title: 'Soil samples, 2025' } });
/** What the user changed in `typed` and `other` (their titles). */
const TITLE = ['metadata.title'];
const other = anEditorRecord({ metadata: { title: 'Lake sediments' } });

describe('unsaved edits store', () => {
  it('answers the values saved and when they were saved', () => {
    const { store } = aStore();
    store.save('abc12-3de45', typed, TITLE);
    expect(store.load('abc12-3de45')).toEqual({
      values: typed,
      changed: TITLE,
      savedAt: new Date(NOW),
    });
  });

  it('answers undefined for a draft without a copy', () => {
    expect(aStore().store.load('abc12-3de45')).toBeUndefined();
  });

  it('keeps each draft apart', () => {
    const { store } = aStore();
    store.save('abc12-3de45', typed, TITLE);
    store.save('fgh67-8ij90', other, TITLE);
    store.clear('fgh67-8ij90');
    expect(store.load('abc12-3de45')?.values).toEqual(typed);
    expect(store.load('fgh67-8ij90')).toBeUndefined();
  });

  it('stores versioned JSON under the prefixed key', () => {
    const { store, items } = aStore({ keyPrefix: 'repo:' });
    store.save('abc12-3de45', typed, TITLE);
    expect(JSON.parse(items.get('repo:abc12-3de45') ?? '')).toEqual({
      version: 2,
      savedAt: NOW,
      values: typed,
      changed: TITLE,
    });
  });

  it('clears the copy instead of saving values with nothing changed', () => {
    const { store, items } = aStore();
    store.save('abc12-3de45', typed, TITLE);
    store.save('abc12-3de45', { ...typed }, []);
    expect(items.size).toBe(0);
    store.save('abc12-3de45', other, TITLE);
    expect(store.load('abc12-3de45')).toMatchObject({ values: other, changed: TITLE });
  });

  it("moves a new draft's copy to its id, keeping the time", () => {
    const { store, advance } = aStore();
    store.save(NEW_DRAFT_KEY, typed, TITLE);
    advance(5_000);
    store.move(NEW_DRAFT_KEY, 'abc12-3de45');
    expect(store.load(NEW_DRAFT_KEY)).toBeUndefined();
    expect(store.load('abc12-3de45')).toEqual({
      values: typed,
      changed: TITLE,
      savedAt: new Date(NOW),
    });
  });

  it('moves nothing when there is no copy, and leaves the target alone', () => {
    const { store } = aStore();
    store.save('abc12-3de45', typed, TITLE);
    store.move(NEW_DRAFT_KEY, 'abc12-3de45');
    expect(store.load('abc12-3de45')?.values).toEqual(typed);
  });

  it('drops corrupt JSON, telling onError', () => {
    const { store, items, onError } = aStore();
    items.set(`${UNSAVED_EDITS_KEY_PREFIX}abc12-3de45`, '{"version":1,"savedAt":');
    expect(store.load('abc12-3de45')).toBeUndefined();
    expect(items.size).toBe(0);
    expect(onError).toHaveBeenCalledWith(expect.any(SyntaxError));
  });

  it.each([
    ['another version', { version: 1, savedAt: NOW, values: {}, changed: [] }],
    ['no version', { savedAt: NOW, values: {}, changed: [] }],
    ['no time', { version: 2, values: {}, changed: [] }],
    ['values that are not an object', { version: 2, savedAt: NOW, values: 'title', changed: [] }],
    ['no list of changes', { version: 2, savedAt: NOW, values: {} }],
    ['a foreign value', ['abc']],
  ])('drops an entry with %s', (_, entry) => {
    const { store, items, onError } = aStore();
    items.set(`${UNSAVED_EDITS_KEY_PREFIX}abc12-3de45`, JSON.stringify(entry));
    expect(store.load('abc12-3de45')).toBeUndefined();
    expect(items.size).toBe(0);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('ignores and removes a copy older than the maximum age', () => {
    const { store, items, advance } = aStore();
    store.save('abc12-3de45', typed, TITLE);
    advance(UNSAVED_EDITS_MAX_AGE_MS);
    expect(store.load('abc12-3de45')?.values).toEqual(typed);
    advance(1);
    expect(store.load('abc12-3de45')).toBeUndefined();
    expect(items.size).toBe(0);
  });

  it('honours a custom maximum age', () => {
    const { store, advance } = aStore({ maxAgeMs: 1_000 });
    store.save('abc12-3de45', typed, TITLE);
    advance(1_001);
    expect(store.load('abc12-3de45')).toBeUndefined();
  });

  it('never throws when the storage does, and reports every failure', () => {
    const quotaExceeded = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    const throwing: KeyValueStorage = {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      setItem: () => {
        throw quotaExceeded;
      },
      removeItem: () => {
        throw new Error('disabled');
      },
    };
    const { store, onError } = aStore({ storage: throwing });
    expect(() => store.save('abc12-3de45', typed, TITLE)).not.toThrow();
    expect(store.load('abc12-3de45')).toBeUndefined();
    expect(() => store.clear('abc12-3de45')).not.toThrow();
    expect(() => store.move(NEW_DRAFT_KEY, 'abc12-3de45')).not.toThrow();
    expect(onError).toHaveBeenCalledWith(quotaExceeded);
    expect(onError).toHaveBeenCalledTimes(5);
  });

  it('works without onError', () => {
    const { storage, items } = aMemoryStorage();
    items.set(`${UNSAVED_EDITS_KEY_PREFIX}new`, 'not json');
    expect(createUnsavedEditsStore({ storage }).load(NEW_DRAFT_KEY)).toBeUndefined();
  });
});

describe('sameValues', () => {
  it('compares nested objects and arrays by content', () => {
    expect(sameValues(typed, anEditorRecord({ metadata: { title: 'Soil samples, 2025' } }))).toBe(
      true,
    );
    expect(sameValues(typed, other)).toBe(false);
    expect(sameValues({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe(false);
    expect(sameValues({ a: [1, 2] }, { a: [1, 2, 3] })).toBe(false);
    expect(sameValues({ a: [] }, { a: {} })).toBe(false);
    expect(sameValues({ a: null }, { a: {} })).toBe(false);
  });

  it('treats a key holding undefined as absent, as JSON does', () => {
    expect(sameValues({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameValues({ a: 1, b: '' }, { a: 1 })).toBe(false);
  });
});
