import type { FormCreatibutor } from '../../../../core/model';
import type { CreatibutorRowProps } from './CreatibutorRow';

/** The row props that are the same for every row (all stable between renders). */
export type SharedRowProps = Pick<
  CreatibutorRowProps,
  'kind' | 'roleOptions' | 'onEdit' | 'onRemove' | 'onMove' | 'onDrop' | 'RowDrag'
>;

/** What both list variants (plain and virtualised) get. */
export interface CreatibutorListProps {
  items: readonly FormCreatibutor[];
  /** Each row's key, which follows the row when rows are moved or removed. */
  keys: readonly string[];
  /** The array's errors: one entry per row, by index. */
  rowErrors: readonly unknown[];
  /** Names the list for screen readers, already translated ('Authors/Creators'). */
  label: string;
  shared: SharedRowProps;
}

/** Above this many rows only the rows in view are rendered. */
export const VIRTUALISE_ABOVE = 50;
/** The virtualised list's height before it scrolls, in pixels. */
export const VIRTUAL_LIST_HEIGHT = 480;
/** A first guess of a row's height; rendered rows are measured. */
export const ESTIMATED_ROW_HEIGHT = 52;
