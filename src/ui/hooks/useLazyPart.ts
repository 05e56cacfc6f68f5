import { startTransition, useCallback, useRef, useState } from 'react';
import type { LazyPart } from '../lazyPart';

export interface LazyPartOpening<Part> {
  /** The part once loaded; render it only then. */
  Part: Part | undefined;
  /**
   * Shows the part: `show` (the caller's state change) runs at once when the part is loaded,
   * else once it is. A failed load shows LazyPartFailure instead, whose retry runs it again.
   */
  open: (show: () => void) => void;
  /** Loading after a click: the trigger shows it (`loading`, `aria-busy`) and keeps the focus. */
  busy: boolean;
  /** The load failed: LazyPartFailure goes in the part's place. */
  failed: boolean;
  /** Loads again with focus back on the trigger, which is busy meanwhile, then shows the part. */
  retry: () => void;
  /** The trigger's handlers: hovering or focusing it starts loading, so a click seldom waits. */
  preloadProps: { onPointerEnter: () => void; onFocus: () => void };
}

/** Opens a lazily loaded part (a dialog) from its trigger (docs/development.md#loading-on-first-need). */
export const useLazyPart = <Part>(part: LazyPart<Part>): LazyPartOpening<Part> => {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  // The part in state too: its arrival is a change of state, so the component renders it
  // even when 'busy' and 'idle' land in one batch (an open from an effect), which is none.
  const [loaded, setLoaded] = useState(part.loaded);
  // The newest request: a second click while loading replaces the first, never adds to it.
  const pending = useRef<(() => void) | undefined>(undefined);
  const trigger = useRef<Element | null>(null);

  const preload = useCallback(() => {
    // A failure here is told on the click, which loads again.
    part.load().catch(() => undefined);
  }, [part]);

  const load = useCallback(() => {
    setState('busy');
    part.load().then(
      (loadedPart) => {
        setState('idle');
        const show = pending.current;
        pending.current = undefined;
        startTransition(() => {
          setLoaded(() => loadedPart);
          show?.();
        });
      },
      () => setState('failed'),
    );
  }, [part]);

  const open = useCallback(
    (show: () => void) => {
      const loadedPart = part.loaded();
      if (loadedPart !== undefined) {
        // A transition: the click's frame is drawn at once and the dialog renders in slices
        // after it, so a slow phone answers the click rather than freezing until it shows.
        startTransition(() => {
          setLoaded(() => loadedPart);
          show();
        });
        return;
      }
      pending.current = show;
      trigger.current = document.activeElement;
      load();
    },
    [part, load],
  );

  const retry = useCallback(() => {
    // The retry button goes away: the focus goes back to the trigger, which the dialog gives
    // it back to when it closes.
    if (trigger.current instanceof HTMLElement && trigger.current.isConnected) {
      trigger.current.focus();
    }
    load();
  }, [load]);

  return {
    Part: loaded ?? part.loaded(),
    open,
    busy: state === 'busy',
    failed: state === 'failed',
    retry,
    preloadProps: { onPointerEnter: preload, onFocus: preload },
  };
};
