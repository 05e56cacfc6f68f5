import { ApiError, toApiError } from '../api/errors';
import type { DraftsApi } from '../api/drafts';
import type { EditorConfig, EditorPermissions, EditorRecord } from '../model';
import { accessForCommunity } from '../rules/recordAccess';
import { deserializeRecord } from '../serializer';
import { autosavedErrors, refusedLabels } from './autosavedErrors';
import { checked, createDraftSaver, refusedPaths, type SaveResult } from './draftSaver';
import { initialEditorState } from './initialState';
import { createListenerSet } from './listenerSet';
import { mergeDraft } from './mergeDraft';
import {
  editorReducer,
  type EditorEvent,
  type FailedEventType,
  type StartedEventType,
} from './reducer';
import { sharedValues } from './sharedValues';
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

/** Where the browser goes after deleting a draft (docs/widgets.md#deposit-form). */
export const AFTER_DELETE_URL = '/me/uploads';

export const createEditorController = ({
  record,
  config,
  permissions,
  draftsApi: givenDraftsApi,
}: EditorControllerOptions): EditorController => {
  let state: EditorControllerState = initialEditorState({ record, config, permissions });
  const listeners = createListenerSet();
  const running = new Set<AbortController>();
  let disposed = false;
  // What the host page may change while the form lives (`reconfigure`).
  let draftsApi = givenDraftsApi;
  let locale = config.default_locale;
  const saverFor = () =>
    createDraftSaver({
      draftsApi,
      locale,
      base: () => state.record,
      community: () => state.editorState.selectedCommunity,
    });
  let saveValues = saverFor();

  const dispatch = (event: EditorEvent) => {
    // After dispose the form is gone: late answers change nothing.
    if (disposed) return;
    // Parts an event left as they were keep their objects, so readers of them stay still.
    state = sharedValues(state, editorReducer(state, event));
    listeners.tell();
  };

  /**
   * An action that ended in failure. `shown` goes back to the form; `confirmed`, when the
   * server stored something on the way, becomes the record: a failure never passes what the
   * user typed off as saved.
   */
  const failed = (
    type: FailedEventType,
    error: ApiError,
    shown: EditorRecord,
    confirmed?: EditorRecord,
  ) => {
    if (!error.isAbort) dispatch({ type, errors: errorData(error), record: confirmed });
    return { ok: false as const, record: shown };
  };

  /** Publish and submit: a refusal with field errors is the partial-validation failure. */
  const failedCall = (
    [plain, withValidation]: FailurePair,
    error: unknown,
    shown: EditorRecord,
    confirmed?: EditorRecord,
  ) => {
    const apiError = toApiError(error);
    const type = apiError.fieldErrors.length > 0 ? withValidation : plain;
    return failed(type, apiError, shown, confirmed);
  };

  /** A save that did not go through: failed, or stopped at values changed on both sides. */
  const unsaved = (type: FailedEventType, saved: SaveResult & { ok: false }): ActionOutcome => {
    if ('error' in saved) return failed(type, saved.error, saved.record, saved.confirmed);
    dispatch({ type: 'DRAFT_SAVE_CONFLICT', conflicts: saved.conflicts, record: saved.current });
    return { ok: false, record: saved.record, conflicts: saved.conflicts };
  };

  /** Publish and submit stop at a failed save, and at a draft saved with validation errors. */
  const stopAfterSave = (failures: FailurePair, saved: SaveResult): ActionOutcome => {
    if (!saved.ok) {
      if ('error' in saved) {
        return failedCall(failures, saved.error, saved.record, saved.confirmed);
      }
      return unsaved(failures[0], saved);
    }
    const { validationErrors: errors, record, checks } = saved;
    dispatch({ type: failures[1], errors, record, checks });
    return { ok: false, record };
  };

  /**
   * Runs one action at a time: anything asked meanwhile is refused without a request (the
   * editor session waits for a save it started by itself before running the user's). An
   * action without a started event is quiet, as an autosave is.
   */
  const submission = async (
    values: EditorRecord,
    started: StartedEventType | null,
    action: (values: EditorRecord, signal: AbortSignal) => Promise<ActionOutcome>,
  ): Promise<ActionOutcome> => {
    if (running.size > 0 || disposed) return { ok: false, record: values, busy: true };
    const abort = new AbortController();
    // Taken before the started event, so nothing its listeners do can start another action.
    running.add(abort);
    if (started) dispatch({ type: started });
    try {
      return await action(values, abort.signal);
    } finally {
      running.delete(abort);
    }
  };

  const publish = (values: EditorRecord) =>
    submission(values, 'DRAFT_PUBLISH_STARTED', async (values, signal) => {
      const saved = await saveValues(values, signal);
      if (!saved.ok || saved.validationErrors) return stopAfterSave(PUBLISH_FAILURES, saved);
      try {
        const published = await checked(signal, draftsApi.publish(saved.server, { signal }));
        const shown = deserializeRecord(published, { locale });
        return { ok: true, record: shown, redirect: published.links?.self_html };
      } catch (error) {
        return failedCall(PUBLISH_FAILURES, error, saved.record, saved.record);
      }
    });

  const changePid = (values: EditorRecord, pidType: string, mode: 'reserve' | 'discard') =>
    submission(
      values,
      mode === 'reserve' ? 'RESERVE_PID_STARTED' : 'DISCARD_PID_STARTED',
      async (values, signal) => {
        const failure = mode === 'reserve' ? 'RESERVE_PID_FAILED' : 'DISCARD_PID_FAILED';
        const saved = await saveValues(values, signal);
        if (!saved.ok) return unsaved(failure, saved);
        try {
          const answer =
            mode === 'reserve'
              ? await checked(signal, draftsApi.reservePid(saved.server, pidType, { signal }))
              : await checked(signal, draftsApi.discardPid(saved.server, pidType, { signal }));
          // The answer carries the PIDs; fields the save refused stay as the user left them.
          const shown = answer
            ? mergeDraft({
                base: saved.record,
                local: saved.record,
                remote: deserializeRecord(answer, { locale }),
                keepLocal: refusedPaths(saved.validationErrors),
              }).merged
            : { ...saved.record, pids: withoutPid(saved.server.pids, pidType) };
          const { validationErrors: errors, checks } = saved;
          dispatch({ type: 'DRAFT_FETCHED', record: shown, errors, checks });
          return { ok: true, record: shown };
        } catch (error) {
          return failed(failure, toApiError(error), saved.record, saved.record);
        }
      },
    );

  /** A save that reports to the one who asked (its status), not to the banner. */
  const quietSave = async (values: EditorRecord, signal: AbortSignal): Promise<ActionOutcome> => {
    const saved = await saveValues(values, signal);
    if (saved.ok) {
      const { record, checks, mergedFromElsewhere, validationErrors } = saved;
      const errors = autosavedErrors(values, validationErrors, state.errors);
      dispatch({ type: 'DRAFT_AUTOSAVED', record, mergedFromElsewhere, checks, errors });
      return { ok: true, record, refused: refusedLabels(values, validationErrors) };
    }
    if (!('error' in saved)) return unsaved('DRAFT_SAVE_FAILED', saved);
    // A new draft keeps the id it got.
    dispatch({ type: 'DRAFT_AUTOSAVED', record: saved.confirmed ?? state.record });
    return { ok: false, record: saved.record, error: saved.error };
  };

  return {
    getState: () => state,
    subscribe: listeners.add,

    save: (values) =>
      submission(values, 'DRAFT_SAVE_STARTED', async (values, signal) => {
        const saved = await saveValues(values, signal);
        if (!saved.ok) return unsaved('DRAFT_SAVE_FAILED', saved);
        const { validationErrors: errors, record, checks, mergedFromElsewhere } = saved;
        if (errors) {
          dispatch({ type: 'DRAFT_HAS_VALIDATION_ERRORS', errors, record, checks });
        } else {
          dispatch({ type: 'DRAFT_SAVE_SUCCEEDED', record, mergedFromElsewhere, checks });
        }
        return { ok: true, record: saved.record };
      }),

    autosave: (values) => submission(values, null, quietSave),

    preview: (values) =>
      submission(values, 'DRAFT_PREVIEW_STARTED', async (values, signal) => {
        const saved = await saveValues(values, signal);
        if (!saved.ok) return unsaved('DRAFT_PREVIEW_FAILED', saved);
        const redirect = previewLink(saved.server.links ?? {});
        if (redirect) return { ok: true, record: saved.record, redirect };
        const noLink = new ApiError({ message: 'The draft has no page to preview.' });
        return failed('DRAFT_PREVIEW_FAILED', noLink, saved.record, saved.record);
      }),

    publish,

    publishWithoutCommunity(values) {
      if (running.size > 0 || disposed)
        return Promise.resolve({ ok: false, record: values, busy: true });
      // The save inside publish then deletes the review.
      dispatch({ type: 'COMMUNITY_SET', community: null });
      return publish(values);
    },

    submitReview: (values, { comment } = {}) =>
      submission(values, 'DRAFT_SUBMIT_REVIEW_STARTED', async (values, signal) => {
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
          return failedCall(SUBMIT_FAILURES, error, saved.record, saved.record);
        }
      }),

    deleteDraft: (values) =>
      submission(values, 'DRAFT_DELETE_STARTED', async (values, signal) => {
        // A draft never saved exists only in the browser: nothing to delete on the server.
        if (values.id) {
          try {
            const revision = state.record.revision_id;
            await checked(signal, draftsApi.delete(values, { signal, revision }));
          } catch (error) {
            return failed('DRAFT_DELETE_FAILED', toApiError(error), values);
          }
        }
        return { ok: true, record: values, redirect: AFTER_DELETE_URL };
      }),

    reservePid: (values, pidType) => changePid(values, pidType, 'reserve'),
    discardPid: (values, pidType) => changePid(values, pidType, 'discard'),

    setCommunity: (community) => dispatch({ type: 'COMMUNITY_SET', community }),
    chooseCommunity(community, values) {
      dispatch({ type: 'COMMUNITY_SET', community });
      const access = accessForCommunity(values.access, community);
      return access === values.access ? values : { ...values, access };
    },
    dismissFlash: () => dispatch({ type: 'FLASH_DISMISSED' }),
    reconfigure(next) {
      draftsApi = next.draftsApi;
      locale = next.config.default_locale;
      // An action under way finishes with the saver it started with.
      saveValues = saverFor();
      dispatch({ type: 'CONFIGURED', config: next.config, permissions: next.permissions });
    },
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
