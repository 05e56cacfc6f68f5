import { CreatibutorRow } from './CreatibutorRow';
import type { CreatibutorListProps } from './creatibutorRows';

/** A short list: every row rendered. */
export const PlainCreatibutorList = ({
  items,
  keys,
  rowErrors,
  label,
  shared,
}: CreatibutorListProps) => (
  <div role="list" aria-label={label} className="rdm-creatibutor-list">
    {items.map((item, index) => (
      <div
        key={keys[index]}
        role="listitem"
        aria-setsize={items.length}
        aria-posinset={index + 1}
        data-index={index}
      >
        <CreatibutorRow
          {...shared}
          index={index}
          total={items.length}
          item={item}
          errors={rowErrors[index]}
        />
      </div>
    ))}
  </div>
);
