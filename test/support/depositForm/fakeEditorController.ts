import type {
  ActionOutcome,
  EditorController,
  EditorControllerState,
  SubmitReviewOptions,
} from '../../../src/core/editor/types';
import type { Community, EditorRecord } from '../../../src/core/model';
import type { Flash } from '../../../src/core/serializer/flashMessages';
import type { ErrorMap } from '../../../src/core/serializer/serverErrors';
import { anEditorRecord } from '../../factories/editorRecord';
import { deferred, type Deferred } from '../upload/deferred';

export type EditorAction =
  | 'save'
  | 'autosave'
  | 'preview'
  | 'publish'
  | 'publishWithoutCommunity'
  | 'submitReview'
  | 'deleteDraft'
  | 'reservePid'
  | 'discardPid';

/** One action the form asked for, with the values it sent. */
export interface EditorCall {
  action: EditorAction;
  values: EditorRecord;
  options?: SubmitReviewOptions;
  pidType?: string;
}

/** How a running action ends: the outcome and what the banner and fields then show. */
export interface FakeAnswer {
  ok: boolean;
  /** The saved record (on success); a failure keeps the record as it was. */
  record?: EditorRecord;
  redirect?: string;
  flash?: Flash | null;
  errors?: ErrorMap;
}

export interface FakeEditorController extends EditorController {
  readonly calls: EditorCall[];
  readonly communities: (Community | null)[];
  readonly dismissed: number;
  readonly disposed: number;
  /** Errors the uploader reported (save before upload, files import). */
  readonly reported: { kind: 'saveBeforeUpload' | 'filesImport'; error: unknown }[];
  setState(patch: Partial<EditorControllerState>): void;
  /** Ends the oldest running action (the form stays `submitting` until then). */
  settle(answer: FakeAnswer): Promise<void>;
  listenerCount(): number;
}

/** The editor state of a new draft with no community; override any part. */
export const anEditorState = (
  overrides: Partial<EditorControllerState> = {},
): EditorControllerState => ({
  record: anEditorRecord(),
  editorState: {
    selectedCommunity: null,
    disableCommunitySelectionButton: false,
    showCommunitySelectionButton: true,
    showCommunityHeader: true,
  },
  config: { default_locale: 'en', createUrl: 'https://repo.test/api/records' },
  permissions: {},
  actionState: null,
  actionStateExtra: {},
  flash: null,
  errors: {},
  checks: [],
  submitting: false,
  conflicts: [],
  keptFromElsewhere: [],
  ...overrides,
});

export interface FakeControllerOptions {
  /** Answers every action at once (stories); without it a test settles each by hand. */
  respond?: (call: EditorCall) => FakeAnswer;
}

/**
 * A scenario fake of the editor controller: it records every action, turns `submitting` on,
 * and ends the action only when told (or at once through `respond`), so tests and stories can
 * show the running state and any outcome without a server.
 */
export const createFakeEditorController = (
  initial: Partial<EditorControllerState> = {},
  { respond }: FakeControllerOptions = {},
): FakeEditorController => {
  let state = anEditorState(initial);
  const listeners = new Set<() => void>();
  const running: { call: EditorCall; outcome: Deferred<ActionOutcome> }[] = [];
  const calls: EditorCall[] = [];
  const communities: (Community | null)[] = [];
  const counters = { dismissed: 0, disposed: 0 };
  const reported: FakeEditorController['reported'] = [];

  const setState = (patch: Partial<EditorControllerState>) => {
    state = { ...state, ...patch };
    listeners.forEach((listener) => listener());
  };

  const settle = async (answer: FakeAnswer) => {
    const action = running.shift();
    if (!action) throw new Error('No action is running.');
    const { call, outcome } = action;
    const record = answer.ok && answer.record ? answer.record : state.record;
    setState({
      submitting: running.length > 0,
      record,
      flash: answer.flash ?? null,
      errors: answer.errors ?? {},
    });
    // A failure answers what was sent, as the controller does: the form keeps it.
    outcome.resolve(
      answer.ok
        ? { ok: true, record, redirect: answer.redirect }
        : { ok: false, record: call.values },
    );
    await outcome.promise;
  };

  const start = (call: EditorCall): Promise<ActionOutcome> => {
    calls.push(call);
    const outcome = deferred<ActionOutcome>();
    running.push({ call, outcome });
    setState({ submitting: true, flash: null });
    if (respond) void Promise.resolve().then(() => settle(respond(call)));
    return outcome.promise;
  };

  return {
    calls,
    communities,
    reported,
    get dismissed() {
      return counters.dismissed;
    },
    get disposed() {
      return counters.disposed;
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setState,
    settle,
    listenerCount: () => listeners.size,
    save: (values) => start({ action: 'save', values }),
    autosave: (values) => start({ action: 'autosave', values }),
    preview: (values) => start({ action: 'preview', values }),
    publish: (values) => start({ action: 'publish', values }),
    publishWithoutCommunity: (values) => start({ action: 'publishWithoutCommunity', values }),
    submitReview: (values, options) => start({ action: 'submitReview', values, options }),
    deleteDraft: (values) => start({ action: 'deleteDraft', values }),
    reservePid: (values, pidType) => start({ action: 'reservePid', values, pidType }),
    discardPid: (values, pidType) => start({ action: 'discardPid', values, pidType }),
    setCommunity(community) {
      communities.push(community);
      setState({ editorState: { ...state.editorState, selectedCommunity: community } });
    },
    chooseCommunity(community, values) {
      this.setCommunity(community);
      return values;
    },
    dismissFlash() {
      counters.dismissed += 1;
      setState({ flash: null });
    },
    reconfigure: ({ config, permissions }) => setState({ config, permissions }),
    reportSaveBeforeUploadFailed: (error) => reported.push({ kind: 'saveBeforeUpload', error }),
    reportFilesImportFailed: (error) => reported.push({ kind: 'filesImport', error }),
    dispose() {
      counters.disposed += 1;
      listeners.clear();
    },
  };
};
