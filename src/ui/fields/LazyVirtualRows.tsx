import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '../ErrorBoundary';
import type { VirtualRowsProps } from './VirtualRows';

/** The virtualizer loads the first time a list is long enough to need it: most never are. */
const VirtualRows = lazy(async () => ({ default: (await import('./VirtualRows')).VirtualRows }));

/**
 * VirtualRows, loaded on first use. Meanwhile the scroll box stands empty at its height, busy;
 * if its code cannot be loaded, every row is rendered: slower, but the list works.
 */
export const LazyVirtualRows = (props: VirtualRowsProps) => (
  <ErrorBoundary failure="the long list failed" fallback={<EveryRow {...props} />}>
    <Suspense fallback={<EmptyBox {...props} />}>
      <VirtualRows {...props} />
    </Suspense>
  </ErrorBoundary>
);

const EmptyBox = ({ label, height }: VirtualRowsProps) => (
  <div className="rdm-virtual-rows" style={{ height }}>
    <div role="list" aria-label={label} aria-busy="true" />
  </div>
);

const EveryRow = ({ count, label, height, keys, renderRow }: VirtualRowsProps) => (
  <div className="rdm-virtual-rows" style={{ maxHeight: height, overflowY: 'auto' }}>
    <div role="list" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <div key={keys?.[index] ?? index} role="listitem">
          {renderRow(index)}
        </div>
      ))}
    </div>
  </div>
);
