import {
  Fragment,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type RefObject,
} from 'react';
import { Button } from '../semantic/Button';
import { errorText } from './errorText';
import { FieldError } from './FieldError';
import { useFormActions } from './formSlices';
import { useFieldArray } from './useFieldArray';
import { LazyVirtualRows } from './LazyVirtualRows';

/** Above this many rows only the rows in view are rendered (a scroll box). */
export const VIRTUALISE_ROWS_ABOVE = 50;
const VIRTUAL_LIST_HEIGHT = 600;
const ESTIMATED_ROW_HEIGHT = 90;
/** Frames to wait for an added row of a long list to be rendered. */
const FOCUS_TRIES = 10;

/** What each row of a list field gets; everything but `item` and `errors` is stable. */
export interface ListRowProps<T> {
  /** The row's path in the form, e.g. `metadata.dates.2`. */
  path: string;
  index: number;
  item: T;
  /** The row's own errors (messages by key), if any. */
  errors: unknown;
  /** The form's setFieldValue: rows write their values without subscribing to the form. */
  setValue: (path: string, value: unknown) => void;
  onRemove: (index: number) => void;
}

export interface ListFieldProps<T> {
  /** The path of the array in the form, e.g. `metadata.dates`. */
  name: string;
  /** Already translated. */
  legend: string;
  /** The add button's text, already translated. */
  addLabel: string;
  newItem: () => T;
  /**
   * A React.memo row: the list passes each row the same item object until that row changes,
   * so a keystroke anywhere else re-renders no row.
   */
  Row: ComponentType<ListRowProps<T>>;
  hint?: string;
}

/** A repeatable group of inputs (dates, identifiers, related works ...) with Add and Remove. */
export const ListField = <T,>({
  name,
  legend,
  addLabel,
  newItem,
  Row,
  hint,
}: ListFieldProps<T>) => {
  const id = useId();
  const { items, errors, rowErrors, edits, keys } = useFieldArray<T>(name);
  const { setFieldValue } = useFormActions();
  const listError = errorText(errors);
  const rows = useRef<HTMLDivElement>(null);
  const expectAdded = useFocusOnAdd(rows, items.length);
  // The row Add appended, for a long list to scroll to.
  const [added, setAdded] = useState<number>();
  const renderRow = (index: number) => (
    <div data-row={index} className="rdm-list-row">
      <Row
        path={`${name}.${index}`}
        index={index}
        item={items[index] as T}
        errors={rowErrors[index] as unknown}
        setValue={setFieldValue}
        onRemove={edits.remove}
      />
    </div>
  );

  return (
    <fieldset className="rdm-list-field" aria-describedby={describedByOf(id, hint, listError)}>
      <legend>{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="rdm-field-hint">
          {hint}
        </p>
      )}
      {listError && <FieldError id={`${id}-error`} message={listError} pointing={false} />}
      <div ref={rows}>
        {items.length > VIRTUALISE_ROWS_ABOVE ? (
          <LazyVirtualRows
            count={items.length}
            label={legend}
            estimatedRowHeight={ESTIMATED_ROW_HEIGHT}
            height={VIRTUAL_LIST_HEIGHT}
            reveal={added}
            keys={keys}
            renderRow={renderRow}
          />
        ) : (
          items.map((_, index) => <Fragment key={keys[index]}>{renderRow(index)}</Fragment>)
        )}
      </div>
      <Button
        type="button"
        basic
        icon="add"
        content={addLabel}
        onClick={() => {
          expectAdded();
          setAdded(items.length);
          edits.push(newItem());
        }}
      />
    </fieldset>
  );
};

const describedByOf = (id: string, hint?: string, error?: string) =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

/**
 * After Add, the new row's first input takes the focus, so keyboard users type right away.
 * A long list renders the row only once it has scrolled to it: a few frames are allowed.
 */
const useFocusOnAdd = (rows: RefObject<HTMLDivElement | null>, count: number) => {
  const added = useRef(false);
  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    let frame = 0;
    let tries = 0;
    const focusRow = () => {
      const row = rows.current?.querySelector(`[data-row="${count - 1}"]`);
      const input = row?.querySelector<HTMLElement>(
        'input, select, textarea, [contenteditable="true"]',
      );
      if (input) input.focus();
      else if ((tries += 1) < FOCUS_TRIES) frame = requestAnimationFrame(focusRow);
    };
    focusRow();
    return () => cancelAnimationFrame(frame);
  }, [rows, count]);
  return () => {
    added.current = true;
  };
};
