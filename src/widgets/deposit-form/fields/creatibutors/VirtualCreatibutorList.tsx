import { LazyVirtualRows } from '../../../../ui/fields';
import { CreatibutorRow } from './CreatibutorRow';
import {
  ESTIMATED_ROW_HEIGHT,
  VIRTUAL_LIST_HEIGHT,
  type CreatibutorListProps,
} from './creatibutorRows';

/** A long list (thousands of authors): only the rows in view are rendered. */
export const VirtualCreatibutorList = ({
  items,
  keys,
  rowErrors,
  label,
  shared,
}: CreatibutorListProps) => (
  <LazyVirtualRows
    count={items.length}
    label={label}
    estimatedRowHeight={ESTIMATED_ROW_HEIGHT}
    height={VIRTUAL_LIST_HEIGHT}
    keys={keys}
    renderRow={(index) => (
      <CreatibutorRow
        {...shared}
        index={index}
        total={items.length}
        item={items[index]!}
        errors={rowErrors[index]}
      />
    )}
  />
);
