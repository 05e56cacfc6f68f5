export { AFTER_DELETE_URL, createEditorController } from './controller';
export type { EditorControllerOptions } from './controller';
export { communityOfRecord, communitySelectionState, initialEditorState } from './initialState';
export type { InitialStateInput } from './initialState';
export { editorReducer } from './reducer';
export type {
  EditorEvent,
  FailedEventType,
  StartedEventType,
  UploaderFailedEventType,
} from './reducer';
export type {
  ActionOutcome,
  EditorController,
  EditorControllerState,
  EditorFeedback,
  SubmitReviewOptions,
} from './types';
export {
  EDITABLE_PATHS,
  localChanges,
  mergeDraft,
  resolveConflicts,
  withLocalChanges,
} from './mergeDraft';
export type { ConflictChoice, DraftMerge, DraftMergeInput, FieldConflict } from './mergeDraft';
