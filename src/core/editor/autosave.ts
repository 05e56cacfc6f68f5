import { resolveRetryPolicy, retryDelayMs } from '../upload/retryPolicy';
import type { OnlineSignal, RetryPolicy } from '../upload/types';
import { createRestartableTimeout } from './restartableTimeout';
import { createListenerSet } from './listenerSet';

/**
 * When the deposit form saves by itself: after the user pauses, never while another action
 * runs, retrying what is worth retrying with the uploads' retry policy, and waiting while the
 * browser is offline (the form's copy in the browser's storage keeps the changes meanwhile).
 */

export type AutosavePhase = 'idle' | 'saving' | 'saved' | 'retrying' | 'offline' | 'failed';

export interface AutosaveState {
  phase: AutosavePhase;
  /** When the last autosave went through. */
  savedAt?: Date;
  /** Labels of the fields whose values the last autosave's answer refused. */
  refused?: string[];
}

/** How one try ended: saved (some values perhaps refused), refused because another action ran, or failed. */
export type AutosaveAttempt =
  | { ok: true; refused?: string[] }
  | { ok: false; busy?: boolean; conflict?: boolean; error?: unknown };

export interface AutosaveOptions {
  /** The pause in typing that starts a save. */
  delayMs: number;
  /** Saves the form's values as they are when called. */
  save: () => Promise<AutosaveAttempt>;
  /**
   * Whether anything is left to save, asked when a pause ends (so a keystroke costs no more
   * than restarting a timer).
   */
  hasChanges: () => boolean;
  retryPolicy?: Partial<RetryPolicy>;
  online: OnlineSignal;
  now?: () => Date;
}

export interface Autosave {
  getState(): AutosaveState;
  subscribe(listener: () => void): () => void;
  /** Something changed: a save follows once things rest for `delayMs`, if `hasChanges` then says so. */
  changed(): void;
  /**
   * Another action saved the draft: what the last autosave said (failed, retrying) no longer
   * holds. Nothing changes while an autosave runs or waits for the connection.
   */
  settled(): void;
  /** Stops every timer and listener (the form unmounted). */
  dispose(): void;
}

export const DEFAULT_AUTOSAVE_DELAY_MS = 2000;

export const createAutosave = ({
  delayMs,
  save,
  hasChanges,
  retryPolicy,
  online,
  now = () => new Date(),
}: AutosaveOptions): Autosave => {
  const policy = resolveRetryPolicy(retryPolicy);
  const listeners = createListenerSet();
  let state: AutosaveState = { phase: 'idle' };
  // Restarted by every keystroke: a timer set once per pause, not once per key.
  const wait = createRestartableTimeout();
  let stopWaiting: (() => void) | undefined;
  let retriesMade = 0;
  let disposed = false;

  const set = (next: Partial<AutosaveState>) => {
    state = { ...state, ...next };
    listeners.tell();
  };

  const stopWaitingOnline = () => {
    stopWaiting?.();
    stopWaiting = undefined;
  };

  const cancelWaits = () => {
    wait.stop();
    stopWaitingOnline();
  };

  const after = (ms: number) => {
    stopWaitingOnline();
    wait.restart(ms, () => void attempt());
  };

  const whenOnline = () => {
    cancelWaits();
    set({ phase: 'offline' });
    stopWaiting = online.subscribe((isOnline) => {
      if (isOnline) void attempt();
    });
  };

  const attempt = async () => {
    cancelWaits();
    if (disposed) return;
    if (!online.isOnline()) return whenOnline();
    if (!hasChanges()) return;
    set({ phase: 'saving' });
    const result = await save();
    if (disposed) return;
    if (result.ok) {
      retriesMade = 0;
      return set({ phase: 'saved', savedAt: now(), refused: result.refused });
    }
    // Another action ran; it saved or reported for itself. Try again after the next pause.
    if (result.busy) return after(delayMs);
    // The user chooses between versions first; their next change starts autosaving again.
    if (result.conflict) return set({ phase: 'idle' });
    // The connection went: wait for it, whatever the retry policy says.
    if (!online.isOnline()) return whenOnline();
    const wait = retryDelayMs(policy, retriesMade, result.error);
    if (wait === undefined) {
      retriesMade = 0;
      return set({ phase: 'failed' });
    }
    retriesMade += 1;
    set({ phase: 'retrying' });
    after(wait);
  };

  return {
    getState: () => state,
    subscribe: listeners.add,
    changed() {
      if (disposed || state.phase === 'offline') return;
      retriesMade = 0;
      after(delayMs);
    },
    settled() {
      if (disposed || ['idle', 'saving', 'offline'].includes(state.phase)) return;
      // A retry still due finds nothing left to save, unless the user typed since.
      retriesMade = 0;
      set({ phase: 'idle', refused: undefined });
    },
    dispose() {
      disposed = true;
      cancelWaits();
      listeners.clear();
    },
  };
};
