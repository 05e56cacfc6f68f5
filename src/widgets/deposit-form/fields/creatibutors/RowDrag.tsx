import { useEffect, type RefObject } from 'react';
import { DndProvider, useDrag, useDrop } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import type { CreatibutorKind } from './creatibutorFormValues';

/** What a row shows of a drag: it is the one dragged, or one is held over it. */
export interface RowDragState {
  dragging: boolean;
  over: boolean;
}

export interface RowDragProps {
  kind: CreatibutorKind;
  index: number;
  /** The row: what the pointer drags along and drops on. */
  row: RefObject<HTMLElement | null>;
  /** The handle the pointer picks the row up by. */
  handle: RefObject<HTMLElement | null>;
  onDrop: (from: number, to: number) => void;
  onState: (state: RowDragState) => void;
}

/** What react-dnd carries while a row is dragged. */
interface DraggedRow {
  index: number;
}

/**
 * Drag and drop for one rendered row, with the mouse (keyboard users have the Move buttons).
 * Its code loads after the form's first screen, and it renders inside the row, drawing
 * nothing: the row it joins never remounts, so no focus is lost when it arrives. Every row's
 * provider shares react-dnd's one manager of the page (a DndProvider without a `context`
 * keeps it globally), so the rows of a list drop on each other.
 */
export const RowDrag = (props: RowDragProps) => (
  <DndProvider backend={HTML5Backend}>
    <RowDragConnector {...props} />
  </DndProvider>
);

const RowDragConnector = ({ kind, index, row, handle, onDrop, onState }: RowDragProps) => {
  const [{ dragging }, dragHandle, dragPreview] = useDrag({
    type: kind,
    item: (): DraggedRow => ({ index }),
    collect: (monitor) => ({ dragging: monitor.isDragging() }),
  });
  const [{ over }, dropTarget] = useDrop({
    accept: kind,
    drop: (dragged: DraggedRow) => onDrop(dragged.index, index),
    collect: (monitor) => ({
      over: monitor.isOver() && monitor.getItem<DraggedRow>()?.index !== index,
    }),
  });
  // The connectors take the row's own elements; connecting the same ones again does nothing.
  useEffect(() => {
    dragHandle(handle.current);
    dropTarget(dragPreview(row.current));
  });
  useEffect(() => onState({ dragging, over }), [dragging, over, onState]);
  return null;
};
