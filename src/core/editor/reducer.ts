import type {
  ActionState,
  Community,
  EditorConfig,
  EditorPermissions,
  EditorRecord,
} from '../model';
import type { CurationCheck } from '../rules/curationChecks';
import { flashFor, mapServerErrors, type ErrorMap } from '../serializer';
import { AUTOSAVE_MERGED_FLASH } from '../serializer/flashMessages';
import { asObject } from '../serializer/jsonReaders';
import { communitySelectionState } from './initialState';
import type { FieldConflict } from './mergeDraft';
import type { EditorControllerState } from './types';

/** The draft actions' events (docs/behaviour.md#draft-actions), as the controller reports them. */

export type StartedEventType =
  | 'DRAFT_SAVE_STARTED'
  | 'DRAFT_PUBLISH_STARTED'
  | 'DRAFT_PREVIEW_STARTED'
  | 'DRAFT_DELETE_STARTED'
  | 'DRAFT_SUBMIT_REVIEW_STARTED'
  | 'RESERVE_PID_STARTED'
  | 'DISCARD_PID_STARTED';

/** The ends of an action that did not go as asked (validation warnings included). */
export type FailedEventType =
  | 'DRAFT_HAS_VALIDATION_ERRORS'
  | 'DRAFT_SAVE_FAILED'
  | 'DRAFT_PUBLISH_FAILED'
  | 'DRAFT_PUBLISH_FAILED_WITH_VALIDATION_ERRORS'
  | 'DRAFT_PREVIEW_FAILED'
  | 'DRAFT_DELETE_FAILED'
  | 'DRAFT_SUBMIT_REVIEW_FAILED'
  | 'DRAFT_SUBMIT_REVIEW_FAILED_WITH_VALIDATION_ERRORS'
  | 'RESERVE_PID_FAILED'
  | 'DISCARD_PID_FAILED';

/** Failures of the embedded uploader: not a submission of the form, only a flash. */
export type UploaderFailedEventType = 'DRAFT_SAVE_BEFORE_UPLOAD_FAILED' | 'FILES_IMPORT_FAILED';

export type EditorEvent =
  | { type: StartedEventType }
  | {
      type: 'DRAFT_FETCHED';
      record: EditorRecord;
      /** Validation errors the draft still has (a PID reserved on an incomplete draft). */
      errors?: unknown;
      checks?: CurationCheck[];
    }
  | {
      type: 'DRAFT_SAVE_SUCCEEDED';
      record: EditorRecord;
      /** Labels of the fields a save made elsewhere changed, merged in before saving. */
      mergedFromElsewhere?: string[];
      checks?: CurationCheck[];
    }
  /**
   * An autosave ended; its status says how, the banner and the field errors stay, unless it
   * merged in a save made elsewhere: the banner names those fields.
   */
  | {
      type: 'DRAFT_AUTOSAVED';
      record: EditorRecord;
      mergedFromElsewhere?: string[];
      /** The field errors to show now; without them the fields keep theirs. */
      errors?: ErrorMap;
      checks?: CurationCheck[];
    }
  /** Saved elsewhere, and the same values changed here: the draft as it is there now. */
  | { type: 'DRAFT_SAVE_CONFLICT'; record: EditorRecord; conflicts: FieldConflict[] }
  | {
      type: FailedEventType;
      /** The server's `errors` list, or a failed call's response data (`{message, errors}`). */
      errors?: unknown;
      /** The record as it now stands, when the action got that far. */
      record?: EditorRecord;
      /** The curation check results of the draft saved on the way. */
      checks?: CurationCheck[];
    }
  | { type: UploaderFailedEventType; errors?: unknown }
  | { type: 'COMMUNITY_SET'; community: Community | null }
  | { type: 'FLASH_DISMISSED' }
  /** The host page gave new settings (`update()`): nothing the user did changes. */
  | { type: 'CONFIGURED'; config: EditorConfig; permissions: EditorPermissions };

/** The field errors of a list or of response data; undefined when there are none. */
const fieldErrorList = (errors: unknown): unknown[] | undefined => {
  const list = Array.isArray(errors) ? errors : asObject(errors).errors;
  return Array.isArray(list) && list.length > 0 ? list : undefined;
};

/** The check results an answer brought; an event without an answer keeps those shown. */
const checksAfter = (state: EditorControllerState, event: { checks?: CurationCheck[] }) => ({
  checks: event.checks ?? state.checks,
});

/** The record replaced; the community flags follow its status. */
const withRecord = (state: EditorControllerState, record: EditorRecord | undefined) =>
  record === undefined
    ? {}
    : {
        record,
        editorState: communitySelectionState(record, state.editorState.selectedCommunity),
      };

/** The action's state, its details and its banner; errors only change when new ones came. */
const reported = (
  state: EditorControllerState,
  actionState: ActionState,
  errors: unknown,
): EditorControllerState => {
  const list = fieldErrorList(errors);
  return {
    ...state,
    actionState,
    actionStateExtra: errors === undefined ? {} : { errors },
    flash: flashFor(actionState, { errors }),
    errors: list ? mapServerErrors(list) : state.errors,
  };
};

/** Field labels from both lists, each once, in the order first named. */
const unique = (said: string[], more: string[] = []) => [...new Set([...said, ...more])];

/** The editor state after an event; pure, so the form and the tests can replay events. */
export const editorReducer = (
  state: EditorControllerState,
  event: EditorEvent,
): EditorControllerState => {
  switch (event.type) {
    case 'DRAFT_FETCHED':
      return {
        ...reported(state, event.type, event.errors),
        ...withRecord(state, event.record),
        ...checksAfter(state, event),
        errors: mapServerErrors(fieldErrorList(event.errors) ?? []),
        submitting: false,
      };
    case 'DRAFT_SAVE_SUCCEEDED': {
      const saved = reported(state, event.type, undefined);
      const merged = unique(state.keptFromElsewhere, event.mergedFromElsewhere);
      return {
        ...saved,
        ...withRecord(state, event.record),
        ...checksAfter(state, event),
        flash: saved.flash && merged.length ? { ...saved.flash, mergedFrom: merged } : saved.flash,
        errors: {},
        submitting: false,
        keptFromElsewhere: [],
      };
    }
    case 'DRAFT_AUTOSAVED': {
      const autosaved = {
        ...state,
        ...withRecord(state, event.record),
        ...checksAfter(state, event),
        ...(event.errors && { errors: event.errors }),
      };
      if (!event.mergedFromElsewhere?.length) return autosaved;
      // Fields changed under the user's eyes: said at once, and again by their next save's
      // banner should they press Save before reading this one.
      const kept = unique(state.keptFromElsewhere, event.mergedFromElsewhere);
      const flash = { ...AUTOSAVE_MERGED_FLASH, mergedFrom: kept };
      return { ...autosaved, flash, keptFromElsewhere: kept };
    }
    case 'DRAFT_SAVE_CONFLICT':
      return {
        ...reported(state, event.type, undefined),
        ...withRecord(state, event.record),
        conflicts: event.conflicts,
        submitting: false,
      };
    case 'DRAFT_SAVE_STARTED':
    case 'DRAFT_PUBLISH_STARTED':
    case 'DRAFT_PREVIEW_STARTED':
    case 'DRAFT_DELETE_STARTED':
    case 'DRAFT_SUBMIT_REVIEW_STARTED':
    case 'RESERVE_PID_STARTED':
    case 'DISCARD_PID_STARTED':
      // The old banner goes; the fields keep their errors until the server answers. A save
      // started after a conflict carries the user's choices.
      return {
        ...state,
        actionState: event.type,
        actionStateExtra: {},
        flash: null,
        submitting: true,
        conflicts: [],
      };
    case 'DRAFT_SAVE_BEFORE_UPLOAD_FAILED':
    case 'FILES_IMPORT_FAILED':
      return reported(state, event.type, event.errors);
    case 'COMMUNITY_SET':
      return {
        ...state,
        actionState: event.type,
        actionStateExtra: {},
        editorState: communitySelectionState(state.record, event.community),
      };
    case 'FLASH_DISMISSED':
      return { ...state, flash: null, keptFromElsewhere: [] };
    case 'CONFIGURED':
      return { ...state, config: event.config, permissions: event.permissions };
    default:
      return {
        ...reported(state, event.type, event.errors),
        ...withRecord(state, event.record),
        ...checksAfter(state, event),
        submitting: false,
      };
  }
};
