import type { EditorController, EditorControllerState } from '../../core/editor/types';
import { useStoreSelection } from '../../ui/hooks/useStoreSelection';

const whole = (state: EditorControllerState) => state;

/** The editor controller's state; a component using it re-renders on every change. */
export const useEditorState = (controller: EditorController): EditorControllerState =>
  useStoreSelection(controller, whole);
