import { createAutosave, type AutosaveAttempt } from '../../../src/core/editor/autosave';
import { networkError, serverError } from '../../support/upload/errors';
import { fakeOnline } from '../../support/upload/fakeOnline';

const SAVED_AT = new Date(Date.UTC(2026, 10, 24, 14, 3));

/** An autosave whose saves answer, in turn, what the test scripts (then `{ ok: true }`). */
const anAutosave = (answers: AutosaveAttempt[] = [], { changes = true, online = true } = {}) => {
  const connection = fakeOnline(online);
  const save = jest.fn(async () => answers.shift() ?? { ok: true as const });
  const state = { changes };
  const autosave = createAutosave({
    delayMs: 2000,
    save,
    hasChanges: () => state.changes,
    online: connection,
    now: () => SAVED_AT,
  });
  return { autosave, save, connection, state };
};

/** Runs the timers due within `ms` and the promises they start. */
const pass = async (ms: number) => {
  await jest.advanceTimersByTimeAsync(ms);
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('autosave', () => {
  it('saves once the changes rest for the pause; each change restarts it', async () => {
    const { autosave, save } = anAutosave();
    autosave.changed();
    await pass(1500);
    autosave.changed();
    await pass(1500);
    expect(save).not.toHaveBeenCalled();
    await pass(500);
    expect(save).toHaveBeenCalledTimes(1);
    expect(autosave.getState()).toEqual({ phase: 'saved', savedAt: SAVED_AT });
  });

  it('is saving while the save runs', async () => {
    let finish: (attempt: AutosaveAttempt) => void = () => undefined;
    const slow = createAutosave({
      delayMs: 10,
      save: () => new Promise((resolve) => (finish = resolve)),
      hasChanges: () => true,
      online: fakeOnline(),
    });
    slow.changed();
    await pass(10);
    expect(slow.getState().phase).toBe('saving');
    finish({ ok: true });
    await pass(0);
    expect(slow.getState().phase).toBe('saved');
  });

  it('saves nothing when nothing is left to save', async () => {
    const { autosave, save, state } = anAutosave();
    state.changes = false;
    autosave.changed();
    await pass(2000);
    expect(save).not.toHaveBeenCalled();
    expect(autosave.getState().phase).toBe('idle');
  });

  it('says nothing more of a failure once another action saved the draft', async () => {
    const { autosave, save, state } = anAutosave([{ ok: false, error: serverError(400) }]);
    autosave.changed();
    await pass(2000);
    expect(autosave.getState().phase).toBe('failed');
    state.changes = false;
    autosave.settled();
    expect(autosave.getState().phase).toBe('idle');
    autosave.changed();
    await pass(2000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('keeps saying it saves while its own save runs, whatever settles meanwhile', async () => {
    let finish: (attempt: AutosaveAttempt) => void = () => undefined;
    const slow = createAutosave({
      delayMs: 10,
      save: () => new Promise((resolve) => (finish = resolve)),
      hasChanges: () => true,
      online: fakeOnline(),
    });
    slow.changed();
    await pass(10);
    slow.settled();
    expect(slow.getState().phase).toBe('saving');
    finish({ ok: true });
    await pass(0);
    expect(slow.getState().phase).toBe('saved');
  });

  it('retries a server error with the retry policy’s backoff, then says saved', async () => {
    const { autosave, save } = anAutosave([{ ok: false, error: serverError(500) }]);
    autosave.changed();
    await pass(2000);
    expect(autosave.getState().phase).toBe('retrying');
    await pass(999);
    expect(save).toHaveBeenCalledTimes(1);
    await pass(1);
    expect(save).toHaveBeenCalledTimes(2);
    expect(autosave.getState().phase).toBe('saved');
  });

  it('gives up after the policy’s tries, and at once on an error not worth retrying', async () => {
    const failing = { ok: false as const, error: serverError(503) };
    const { autosave, save } = anAutosave([failing, failing, failing]);
    autosave.changed();
    await pass(2000 + 1000 + 2000);
    expect(save).toHaveBeenCalledTimes(3);
    expect(autosave.getState().phase).toBe('failed');

    const refused = anAutosave([{ ok: false, error: serverError(400) }]);
    refused.autosave.changed();
    await pass(2000);
    await pass(10_000);
    expect(refused.save).toHaveBeenCalledTimes(1);
    expect(refused.autosave.getState().phase).toBe('failed');
  });

  it('tries again after the pause when another action was running', async () => {
    const { autosave, save } = anAutosave([{ ok: false, busy: true }]);
    autosave.changed();
    await pass(2000);
    expect(autosave.getState().phase).toBe('saving');
    await pass(2000);
    expect(save).toHaveBeenCalledTimes(2);
    expect(autosave.getState().phase).toBe('saved');
  });

  it('stops at a conflict until the next change', async () => {
    const { autosave, save } = anAutosave([{ ok: false, conflict: true }]);
    autosave.changed();
    await pass(2000);
    await pass(30_000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(autosave.getState().phase).toBe('idle');
  });

  it('waits while offline and saves when the connection is back', async () => {
    const { autosave, save, connection } = anAutosave([], { online: false });
    autosave.changed();
    await pass(2000);
    expect(save).not.toHaveBeenCalled();
    expect(autosave.getState().phase).toBe('offline');
    autosave.changed();
    await pass(5000);
    expect(save).not.toHaveBeenCalled();
    connection.set(true);
    await pass(0);
    expect(save).toHaveBeenCalledTimes(1);
    expect(autosave.getState().phase).toBe('saved');
  });

  it('a save that fails because the connection went waits for it, whatever the retry policy', async () => {
    const { autosave, save, connection } = anAutosave();
    save.mockImplementationOnce(async () => {
      connection.set(false);
      return { ok: false, error: networkError() };
    });
    autosave.changed();
    await pass(2000);
    expect(autosave.getState().phase).toBe('offline');
    await pass(60_000);
    expect(save).toHaveBeenCalledTimes(1);
    connection.set(true);
    await pass(0);
    expect(save).toHaveBeenCalledTimes(2);
    expect(autosave.getState().phase).toBe('saved');
  });

  it('does nothing more once disposed', async () => {
    const { autosave, save, connection } = anAutosave([], { online: false });
    autosave.changed();
    await pass(2000);
    autosave.dispose();
    connection.set(true);
    autosave.changed();
    await pass(10_000);
    expect(save).not.toHaveBeenCalled();
    expect(connection.listenerCount).toBe(0);
  });
});
