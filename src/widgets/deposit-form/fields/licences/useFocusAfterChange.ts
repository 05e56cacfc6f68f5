import { useCallback, useEffect, useRef, type RefObject } from 'react';

/** Finds, inside the field, the element that should take the focus. */
export type FocusTarget = (field: HTMLElement) => HTMLElement | null | undefined;

/**
 * After a move or a removal the button pressed is gone or elsewhere: once the list has
 * re-rendered, the focus goes where the keyboard user expects it (the moved licence, or the
 * next one), instead of falling back to the page.
 */
export const useFocusAfterChange = (
  field: RefObject<HTMLElement | null>,
  licences: readonly unknown[],
) => {
  const target = useRef<FocusTarget | null>(null);
  useEffect(() => {
    const find = target.current;
    target.current = null;
    if (find && field.current) find(field.current)?.focus();
  }, [field, licences]);
  return useCallback((find: FocusTarget) => {
    target.current = find;
  }, []);
};
