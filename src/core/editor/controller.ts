import { ApiError, toApiError } from '../api/errors';
import type { DraftsApi } from '../api/drafts';
import type { DraftRecord, EditorConfig, EditorPermissions, EditorRecord } from '../model';
import { canDeleteReview, canUpdateReview, isReviewPresent } from '../rules/review';
import { deserializeRecord, serializeRecord } from '../serializer';
import { initialEditorState } from './initialState';
import { withTypedValues } from './typedValues';
import {
  editorReducer,
  type EditorEvent,
  type FailedEventType,
  type StartedEventType,
} from './reducer';
import type { ActionOutcome, EditorController, EditorControllerState } from './types';
import {
  PUBLISH_FAILURES,
  SUBMIT_FAILURES,
  errorData,
  receiverOf,
  previewLink,
  withoutPid,
  type FailurePair,
} from './draftAnswers';

export interface EditorControllerOptions {
  /** The draft as the server sent it (or `{}` for a new upload). */
  record: unknown;
  config: EditorConfig;
  permissions: EditorPermissions;
  draftsApi: DraftsApi;
}

/** Where the browser goes after deleting a draft (SPEC section 2). */
export const AFTER_DELETE_URL = '/me/uploads';

/** A saved draft: the server's answer and the form values to show for it. */
type SaveResult =
  | { ok: true; server: DraftRecord; record: EditorRecord; validationErrors?: unknown[] }
  | { ok: false; error: ApiError; record: EditorRecord };

export const createEditorController = ({
  record,
  config,
  permissions,
  draftsApi,
}: EditorControllerOptions): EditorController => {
  let state: EditorControllerState = initialEditorState({ record, config, permissions });
  const listeners = new Set<() => void>();
  const running = new Set<AbortController>();
  let busy = false;
  let disposed = false;
  const locale = config.default_locale;

  const dispatch = (event: EditorEvent) => {
    // After dispose the form is gone: late answers change nothing.
    if (disposed) return;
    state = editorReducer(state, event);
    [...listeners].forEach((listener) => listener());
  };

  /** An answer that came after dispose is dropped as if cancelled. */
  const checked = async <T>(signal: AbortSignal, call: Promise<T>): Promise<T> => {
    const answer = await call;
    if (signal.aborted)
      throw new ApiError({ message: 'The request was cancelled.', isAbort: true });
    return answer;
  };

  const failed = (type: FailedEventType, error: ApiError, failedRecord: EditorRecord) => {
    if (!error.isAbort) dispatch({ type, errors: errorData(error), record: failedRecord });
    return { ok: false as const, record: failedRecord };
  };

  /** Publish and submit: a refusal with field errors is the partial-validation failure. */
  const failedCall = ([plain, withValidation]: FailurePair, error: unknown, at: EditorRecord) => {
    const apiError = toApiError(error);
    return failed(apiError.fieldErrors.length > 0 ? withValidation : plain, apiError, at);
  };

  /** Publish and submit stop at a failed save, and at a draft saved with validation errors. */
  const stopAfterSave = (failures: FailurePair, saved: SaveResult): ActionOutcome => {
    if (!saved.ok) return failedCall(failures, saved.error, saved.record);
    dispatch({ type: failures[1], errors: saved.validationErrors, record: saved.record });
    return { ok: false, record: saved.record };
  };

  /**
   * The typed values on top of what the server stored. The server drops invalid values
   * (API-NOTES 2.2), so showing its answer would erase what the user is still fixing.
   */
  const keepTyped = (values: EditorRecord, server: DraftRecord): EditorRecord =>
    withTypedValues(deserializeRecord(server, { locale }), values);

  /** Puts or deletes the review when the chosen community is not the review's receiver. */
  const syncReview = async (server: DraftRecord, signal: AbortSignal): Promise<DraftRecord> => {
    const community = state.editorState.selectedCommunity;
    const settled = community ? community.id === receiverOf(server) : !isReviewPresent(server);
    if (settled) return server;
    if (!community && canDeleteReview(server.status)) {
      await checked(signal, draftsApi.deleteReview(server, { signal }));
    } else if (community && canUpdateReview(server.status)) {
      await checked(signal, draftsApi.putReview(server, community.id, { signal }));
    } else return server;
    // The status, the review and the submit-review link changed with it.
    return checked(signal, draftsApi.read(server, { signal }));
  };

  const saveValues = async (values: EditorRecord, signal: AbortSignal): Promise<SaveResult> => {
    let saved: DraftRecord | undefined;
    try {
      const payload = serializeRecord(values, { locale });
      saved = await checked(signal, draftsApi.save(payload, { signal }));
      const validationErrors = saved.errors?.length ? saved.errors : undefined;
      const server = await syncReview(saved, signal);
      const shown = validationErrors
        ? keepTyped(values, server)
        : deserializeRecord(server, { locale });
      return { ok: true, server, record: shown, validationErrors };
    } catch (error) {
      // Never lose input; once created, keep the new id and links so a retry updates it.
      return {
        ok: false,
        error: toApiError(error),
        record: saved ? keepTyped(values, saved) : values,
      };
    }
  };

  /** Runs one action at a time; another call meanwhile is refused without a request. */
  const submission = async (
    values: EditorRecord,
    started: StartedEventType,
    action: (signal: AbortSignal) => Promise<ActionOutcome>,
  ): Promise<ActionOutcome> => {
    if (busy || disposed) return { ok: false, record: values };
    busy = true;
    const abort = new AbortController();
    running.add(abort);
    dispatch({ type: started });
    try {
      return await action(abort.signal);
    } finally {
      busy = false;
      running.delete(abort);
    }
  };

  const publish = (values: EditorRecord) =>
    submission(values, 'DRAFT_PUBLISH_STARTED', async (signal) => {
      const saved = await saveValues(values, signal);
      if (!saved.ok || saved.validationErrors) return stopAfterSave(PUBLISH_FAILURES, saved);
      try {
        const published = await checked(signal, draftsApi.publish(saved.server, { signal }));
        const shown = deserializeRecord(published, { locale });
        return { ok: true, record: shown, redirect: published.links?.self_html };
      } catch (error) {
        return failedCall(PUBLISH_FAILURES, error, saved.record);
      }
    });

  const changePid = (values: EditorRecord, pidType: string, mode: 'reserve' | 'discard') =>
    submission(
      values,
      mode === 'reserve' ? 'RESERVE_PID_STARTED' : 'DISCARD_PID_STARTED',
      async (signal) => {
        const failure = mode === 'reserve' ? 'RESERVE_PID_FAILED' : 'DISCARD_PID_FAILED';
        const saved = await saveValues(values, signal);
        if (!saved.ok) return failed(failure, saved.error, saved.record);
        try {
          const answer =
            mode === 'reserve'
              ? await checked(signal, draftsApi.reservePid(saved.server, pidType, { signal }))
              : await checked(signal, draftsApi.discardPid(saved.server, pidType, { signal }));
          const pids = answer ? (answer.pids ?? {}) : withoutPid(saved.server.pids, pidType);
          const base =
            saved.validationErrors || !answer
              ? saved.record
              : deserializeRecord(answer, { locale });
          const shown: EditorRecord = { ...base, pids };
          dispatch({ type: 'DRAFT_FETCHED', record: shown, errors: saved.validationErrors });
          return { ok: true, record: shown };
        } catch (error) {
          return failed(failure, toApiError(error), saved.record);
        }
      },
    );

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    save: (values) =>
      submission(values, 'DRAFT_SAVE_STARTED', async (signal) => {
        const saved = await saveValues(values, signal);
        if (!saved.ok) return failed('DRAFT_SAVE_FAILED', saved.error, saved.record);
        if (saved.validationErrors) {
          const errors = saved.validationErrors;
          dispatch({ type: 'DRAFT_HAS_VALIDATION_ERRORS', errors, record: saved.record });
        } else dispatch({ type: 'DRAFT_SAVE_SUCCEEDED', record: saved.record });
        return { ok: true, record: saved.record };
      }),

    preview: (values) =>
      submission(values, 'DRAFT_PREVIEW_STARTED', async (signal) => {
        const saved = await saveValues(values, signal);
        if (!saved.ok) return failed('DRAFT_PREVIEW_FAILED', saved.error, saved.record);
        const redirect = previewLink(saved.server.links ?? {});
        if (redirect) return { ok: true, record: saved.record, redirect };
        const noLink = new ApiError({ message: 'The draft has no page to preview.' });
        return failed('DRAFT_PREVIEW_FAILED', noLink, saved.record);
      }),

    publish,

    publishWithoutCommunity(values) {
      if (busy || disposed) return Promise.resolve({ ok: false, record: values });
      // The save inside publish then deletes the review.
      dispatch({ type: 'COMMUNITY_SET', community: null });
      return publish(values);
    },

    submitReview: (values, { comment } = {}) =>
      submission(values, 'DRAFT_SUBMIT_REVIEW_STARTED', async (signal) => {
        const community = state.editorState.selectedCommunity;
        if (!community) {
          return failedCall(SUBMIT_FAILURES, new ApiError({ message: 'No community.' }), values);
        }
        const saved = await saveValues(values, signal);
        if (!saved.ok || saved.validationErrors) return stopAfterSave(SUBMIT_FAILURES, saved);
        try {
          let target = saved.server;
          // The save may not have been allowed to move the review; submit-review needs it here.
          if (receiverOf(target) !== community.id) {
            await checked(signal, draftsApi.putReview(target, community.id, { signal }));
            target = await checked(signal, draftsApi.read(target, { signal }));
          }
          const request = await checked(
            signal,
            draftsApi.submitReview(target, comment, { signal }),
          );
          const shown = deserializeRecord(target, { locale });
          return { ok: true, record: shown, redirect: request.links?.next_html };
        } catch (error) {
          return failedCall(SUBMIT_FAILURES, error, saved.record);
        }
      }),

    deleteDraft: (values) =>
      submission(values, 'DRAFT_DELETE_STARTED', async (signal) => {
        // A draft never saved exists only in the browser: nothing to delete on the server.
        if (values.id) {
          try {
            await checked(signal, draftsApi.delete(values, { signal }));
          } catch (error) {
            return failed('DRAFT_DELETE_FAILED', toApiError(error), values);
          }
        }
        return { ok: true, record: values, redirect: AFTER_DELETE_URL };
      }),

    reservePid: (values, pidType) => changePid(values, pidType, 'reserve'),
    discardPid: (values, pidType) => changePid(values, pidType, 'discard'),

    setCommunity: (community) => dispatch({ type: 'COMMUNITY_SET', community }),
    dismissFlash: () => dispatch({ type: 'FLASH_DISMISSED' }),
    reportSaveBeforeUploadFailed: (error) =>
      dispatch({ type: 'DRAFT_SAVE_BEFORE_UPLOAD_FAILED', errors: errorData(toApiError(error)) }),
    reportFilesImportFailed: (error) =>
      dispatch({ type: 'FILES_IMPORT_FAILED', errors: errorData(toApiError(error)) }),

    dispose() {
      disposed = true;
      running.forEach((abort) => abort.abort());
      running.clear();
      listeners.clear();
    },
  };
};
