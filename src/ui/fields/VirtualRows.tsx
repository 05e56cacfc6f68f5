import { elementScroll, useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type ReactNode } from 'react';
import { observeBoxSize } from './observeBoxSize';

export interface VirtualRowsProps {
  count: number;
  /** Names the list for screen readers, already translated. */
  label: string;
  /** A first guess of a row's height in pixels; rendered rows are measured. */
  estimatedRowHeight: number;
  /** The scroll box's height before it scrolls, in pixels. */
  height: number;
  /** Scrolled into view when it changes (a row just added). */
  reveal?: number;
  /** Each row's key (its identity, not its position); the position when absent. */
  keys?: readonly string[];
  renderRow: (index: number) => ReactNode;
}

/**
 * A long list (hundreds of related works, thousands of authors): a scroll box that renders
 * only the rows in view, so the page's size and a keystroke's cost do not grow with the list.
 * Each item says its position and the list's length, since most items are not in the DOM.
 */
export const VirtualRows = ({
  count,
  label,
  estimatedRowHeight,
  height,
  reveal,
  keys,
  renderRow,
}: VirtualRowsProps) => {
  const scrollBox = useRef<HTMLDivElement>(null);
  const scrolled = useRef(false);
  // No React Compiler here; the virtualizer re-renders this component when the window moves.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    getItemKey: (index) => keys?.[index] ?? index,
    count,
    getScrollElement: () => scrollBox.current,
    estimateSize: () => estimatedRowHeight,
    overscan: 4,
    // Rows show on the first paint, before the box is measured.
    initialRect: { width: 0, height },
    observeElementRect: observeBoxSize,
    // A new box is at the top already: its first "scroll to the top" would only force a layout.
    scrollToFn: (offset, options, instance) => {
      if (!scrolled.current && offset + (options.adjustments ?? 0) === 0) return;
      scrolled.current = true;
      elementScroll(offset, options, instance);
    },
    // A mounting row keeps the size known so far (the estimate at first).
    measureElement: (element, entry, instance) => {
      const box = entry?.borderBoxSize[0];
      if (box) return Math.round(box.blockSize);
      const key = instance.options.getItemKey(instance.indexFromElement(element));
      return instance.itemSizeCache.get(key) ?? estimatedRowHeight;
    },
  });
  useEffect(() => {
    if (reveal !== undefined) virtualizer.scrollToIndex(reveal, { align: 'end' });
  }, [reveal, virtualizer]);

  return (
    <div
      ref={scrollBox}
      className="rdm-virtual-rows"
      style={{ maxHeight: height, overflowY: 'auto' }}
    >
      <div
        role="list"
        aria-label={label}
        style={{ position: 'relative', height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map(({ index, start }) => (
          <div
            key={keys?.[index] ?? index}
            ref={virtualizer.measureElement}
            role="listitem"
            aria-setsize={count}
            aria-posinset={index + 1}
            data-index={index}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${start}px)`,
            }}
          >
            {renderRow(index)}
          </div>
        ))}
      </div>
    </div>
  );
};
