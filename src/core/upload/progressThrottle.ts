/** Passes on progress at most once per interval, never going back; the last value always arrives. */
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
  let lastDeliveryAt = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const flush = () => {
    cancel();
    if (latest === delivered) return;
    delivered = latest;
    lastDeliveryAt = Date.now();
    deliver(latest);
  };

  return {
    report(percent) {
      // Bytes can be counted again (a resent chunk): the bar never moves back.
      if (percent <= latest) return;
      latest = percent;
      const wait = lastDeliveryAt + intervalMs - Date.now();
      if (wait <= 0) flush();
      else timer ??= setTimeout(flush, wait);
    },
    flush,
    cancel,
  };
};
