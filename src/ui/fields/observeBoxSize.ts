import type { Virtualizer } from '@tanstack/react-virtual';

/**
 * A virtual list's `observeElementRect`: its box's size as resize observers report it, after
 * layout and before paint. Reading it as the box mounts would force a layout of the whole
 * page, per list; without ResizeObserver (jsdom) the first guess stays.
 */
export const observeBoxSize = <Box extends Element, Item extends Element>(
  instance: Virtualizer<Box, Item>,
  onRect: (rect: { width: number; height: number }) => void,
): (() => void) | undefined => {
  const box = instance.scrollElement;
  if (!box || typeof ResizeObserver !== 'function') return undefined;
  const observer = new ResizeObserver(([entry]) => {
    const size = entry?.borderBoxSize[0];
    if (size) onRect({ width: Math.round(size.inlineSize), height: Math.round(size.blockSize) });
  });
  observer.observe(box);
  return () => observer.disconnect();
};
