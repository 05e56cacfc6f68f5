import { useCallback, useEffect, useRef } from 'react';

export interface DebouncedWrite<T> {
  /** Writes `value` once `delayMs` passed without another call; replaces any pending value. */
  schedule: (value: T) => void;
  /** Writes the pending value now, if any. */
  flush: () => void;
}

/**
 * Delays a write until typing pauses. A pending value is dropped when the owner unmounts:
 * the owner flushes on blur, so a value only goes unwritten when the field is taken away.
 */
export const useDebouncedWrite = <T>(write: (value: T) => void, delayMs: number) => {
  const latestWrite = useRef(write);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<{ value: T } | null>(null);

  useEffect(() => {
    latestWrite.current = write;
  }, [write]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const next = pending.current;
    pending.current = null;
    if (next) latestWrite.current(next.value);
  }, []);

  const schedule = useCallback(
    (value: T) => {
      pending.current = { value };
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, delayMs);
    },
    [delayMs, flush],
  );

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      pending.current = null;
    },
    [],
  );

  return { schedule, flush } satisfies DebouncedWrite<T>;
};
