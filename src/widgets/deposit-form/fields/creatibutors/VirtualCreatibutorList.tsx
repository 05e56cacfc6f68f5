import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { CreatibutorRow } from './CreatibutorRow';
import {
  ESTIMATED_ROW_HEIGHT,
  VIRTUAL_LIST_HEIGHT,
  type CreatibutorListProps,
} from './creatibutorRows';

/**
 * A long list (thousands of authors): a scroll box that renders only the rows in view. Each
 * item says its position and the list's length, since most items are not in the DOM.
 */
export const VirtualCreatibutorList = ({
  items,
  rowErrors,
  label,
  shared,
}: CreatibutorListProps) => {
  const scrollBox = useRef<HTMLDivElement>(null);
  // No React Compiler here; the virtualizer re-renders this component when the window moves.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollBox.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: 8,
    // Rows show on the first paint, before the box is measured.
    initialRect: { width: 0, height: VIRTUAL_LIST_HEIGHT },
  });

  return (
    <div
      ref={scrollBox}
      className="rdm-creatibutor-scroll"
      style={{ maxHeight: VIRTUAL_LIST_HEIGHT, overflowY: 'auto' }}
    >
      <div
        role="list"
        aria-label={label}
        className="rdm-creatibutor-list"
        style={{ position: 'relative', height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map(({ index, start }) => {
          const item = items[index];
          return (
            item && (
              <div
                key={index}
                ref={virtualizer.measureElement}
                role="listitem"
                aria-setsize={items.length}
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
                <CreatibutorRow
                  {...shared}
                  index={index}
                  total={items.length}
                  item={item}
                  errors={rowErrors[index]}
                />
              </div>
            )
          );
        })}
      </div>
    </div>
  );
};
