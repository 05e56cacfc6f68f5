import type { ReactNode } from 'react';
import type { EditorController, EditorControllerState } from '../../core/editor/types';
import type { EditorRecord } from '../../core/model';
import { useStoreSelection } from '../../ui/hooks/useStoreSelection';

const recordOf = (state: EditorControllerState) => state.record;

/** The draft as the server last confirmed it: a new object after every save. */
export const useSavedRecord = (controller: EditorController): EditorRecord =>
  useStoreSelection(controller, recordOf);

export interface WithSavedRecordProps {
  controller: EditorController;
  children: (record: EditorRecord) => ReactNode;
}

/**
 * A part that reads the saved draft as a whole (its status, its links). Each save changes the
 * draft, so it renders that part again, not the page around it.
 */
export const WithSavedRecord = ({ controller, children }: WithSavedRecordProps) => {
  const record = useSavedRecord(controller);
  return children(record);
};
