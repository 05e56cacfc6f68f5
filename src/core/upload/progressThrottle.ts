/**
 * Passes on progress at most once per interval (at the interval's next multiple of wall-clock
 * time), never going back; the last value always arrives.
 */
export interface ProgressThrottle {
  report(percent: number): void;
  /** Delivers a value still held back, now. */
  flush(): void;
  /** Drops a value still held back (the attempt ended). */
  cancel(): void;
}

export const createProgressThrottle = (
  intervalMs: number,
  deliver: (percent: number) => void,
): ProgressThrottle => {
  let delivered = 0;
  let latest = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const flush = () => {
    cancel();
    if (latest === delivered) return;
    delivered = latest;
    deliver(latest);
  };

  return {
    report(percent) {
      // Bytes can be counted again (a resent chunk): the bar never moves back.
      if (percent <= latest) return;
      latest = percent;
      if (intervalMs <= 0) flush();
      // Deliveries fall on a grid shared by every throttle of that interval, so files
      // uploading together reach the page in one frame instead of one frame each.
      else timer ??= setTimeout(flush, intervalMs - (Date.now() % intervalMs));
    },
    flush,
    cancel,
  };
};
