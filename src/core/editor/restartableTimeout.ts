/**
 * A timeout that is restarted far more often than it fires: each keystroke pushes back the
 * moment typing counts as paused. Restarting costs a clock read, not a timer: the browser's
 * timer stays set and, when it fires before the wait is over, is set again for what is left.
 */
export interface RestartableTimeout {
  /**
   * `onDue` runs `delayMs` from now, unless restarted or stopped: the last restart's wait and
   * callback replace any earlier ones.
   */
  restart(delayMs: number, onDue: () => void): void;
  stop(): void;
  /** Whether a callback is still to run. */
  isWaiting(): boolean;
}

export const createRestartableTimeout = (): RestartableTimeout => {
  let dueAt: number | undefined;
  let due = () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timerAt = Infinity;

  const setTimer = (at: number) => {
    clearTimeout(timer);
    timerAt = at;
    timer = setTimeout(fire, Math.max(0, at - performance.now()));
  };
  const fire = () => {
    timer = undefined;
    timerAt = Infinity;
    if (dueAt === undefined) return;
    if (dueAt > performance.now()) return setTimer(dueAt);
    dueAt = undefined;
    due();
  };

  return {
    restart(delayMs, onDue) {
      dueAt = performance.now() + delayMs;
      due = onDue;
      // A wait made shorter needs an earlier timer; a longer one keeps the timer it has.
      if (timerAt > dueAt) setTimer(dueAt);
    },
    stop() {
      dueAt = undefined;
      clearTimeout(timer);
      timer = undefined;
      timerAt = Infinity;
    },
    isWaiting: () => dueAt !== undefined,
  };
};
