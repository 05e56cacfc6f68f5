import type { EditorRecord } from '../model';
import { formErrorsFlash, type Flash } from '../serializer/flashMessages';
import type { ErrorMap } from '../serializer/serverErrors';
import { errorsWithoutFiles } from '../rules/settledFiles';
import { localChanges, mergeDraft } from './mergeDraft';
import { createListenerSet } from './listenerSet';
import { createPathListeners } from './pathListeners';
import { createRestartableTimeout } from './restartableTimeout';
import { sharedValues } from './sharedValues';
import type { ActionOutcome, EditorController, EditorControllerState } from './types';
import { withValueAt } from './valuePaths';

/**
 * What the deposit checks (yup and the schemas) find, loaded when the first save or publish
 * is checked: a form's first screen does not wait for them. Checks that cannot load (the
 * network failed) find nothing: the action goes on, and fails as any call without a network
 * does, or the repository checks what it is sent.
 */
const checkDeposit = async (values: EditorRecord, publishing: boolean) => {
  const validation = await import('../validation').catch(() => undefined);
  return validation ? validation.checkBeforeSending(values, { publishing }) : {};
};

/**
 * The deposit form's one owner of what the user edits (docs/editor-data-flow.md): the live
 * values and the errors shown on them, read by path; what differs from the draft the server
 * confirmed, worked out once per pause for every reader; and the one way actions run, each
 * answer reaching the values through one three-way merge. The controller keeps what the
 * server said; nothing else holds a copy of the values.
 */

/**
 * How long typing must pause before readers of the whole form and of the unsaved state hear
 * of it. A fast typist's keys come 50 to 150 ms apart: those readers then render once per
 * pause instead of once per key.
 */
export const SETTLE_AFTER_MS = 400;

/** What the form shows: the values, the errors on them, and the form's own checks' banner. */
export interface EditorForm {
  values: EditorRecord;
  errors: ErrorMap;
  /** The banner of the form's own checks, when they stopped an action. */
  invalid: Flash | null;
}

export interface RunOptions {
  /** Run the form's own checks first (docs/behaviour.md#validation); autosave and uploads skip them. */
  check?: boolean;
  /** The action publishes or submits: the checks then name empty required fields too. */
  publishing?: boolean;
  /**
   * A save the form makes by itself: it never waits, and the user's next action waits for it
   * (its answer merged) before reading the values it sends. While a user's action runs, it is
   * answered `busy` without sending anything.
   */
  background?: boolean;
}

/** A controller action, handed the values to send. */
export type DraftAction = (values: EditorRecord) => Promise<ActionOutcome>;

export interface EditorSession {
  readonly controller: EditorController;
  /** The form; a new object after every change. */
  getState(): EditorForm;
  /** Readers of the whole form: told once typing pauses, and at once of anything else. */
  subscribe(listener: () => void): () => void;
  /** A reader of the value or error at `path` (and what is above and below it): told at once. */
  subscribeToPath(path: string, listener: () => void): () => void;
  /** Told of every change of the values, however small (the autosave's timer). */
  subscribeToChanges(listener: () => void): () => void;
  /** Told once typing pauses, when the saved draft changes and when values are replaced. */
  subscribeToSettled(listener: () => void): () => void;
  getValues(): EditorRecord;
  /** One value, as the user typed or chose it. */
  setFieldValue(path: string, value: unknown): void;
  /** New values for the whole form (a restore, a choice that changes several fields). */
  setValues(values: EditorRecord): void;
  setErrors(errors: ErrorMap): void;
  /** Values and errors changed together (a list row removed takes its errors along). */
  updateForm(
    update: (form: { values: EditorRecord; errors: ErrorMap }) => {
      values: EditorRecord;
      errors: ErrorMap;
    },
  ): void;
  /** The paths whose values differ from the draft as the server confirmed it. */
  changes(): readonly string[];
  /** Tells the settled readers now if typing has not paused yet (the page is being left). */
  settleNow(): void;
  /**
   * Runs an action with the current values, after the form's own checks unless told not to,
   * and merges its answer into the values: whatever the user typed meanwhile stays.
   */
  run(action: DraftAction, options?: RunOptions): Promise<ActionOutcome>;
  /** Hides the banner of the form's own checks. */
  dismissInvalid(): void;
  /**
   * Uploads have finished with files there (or not): while they have, what the server said of
   * the files no longer holds, and the fields do not show it.
   */
  setFilesSettled(settled: boolean): void;
  /** Stops its timers and listeners (the form unmounted). */
  dispose(): void;
}

export interface EditorSessionOptions {
  controller: EditorController;
  /** Uploads have finished with files there (see `setFilesSettled`). */
  filesSettled?: boolean;
}

export const createEditorSession = ({
  controller,
  filesSettled = false,
}: EditorSessionOptions): EditorSession => {
  let filesThere = filesSettled;
  const shownErrors = (errors: ErrorMap) => (filesThere ? errorsWithoutFiles(errors) : errors);
  const first = controller.getState();
  let form: EditorForm = { values: first.record, errors: shownErrors(first.errors), invalid: null };
  const listeners = {
    wholeForm: createListenerSet(),
    byPath: createPathListeners(),
    changes: createListenerSet(),
    settled: createListenerSet(),
  };
  // Waiting for typing to pause before the whole-form and settled readers hear of it.
  const pause = createRestartableTimeout();
  const settle = () => {
    pause.stop();
    listeners.wholeForm.tell();
    listeners.settled.tell();
  };
  // The last comparison with the confirmed draft, reused until either side changes.
  let compared: { record: EditorRecord; values: EditorRecord; changes: string[] } | undefined;
  // The background save under way, answer merged included: a user's action waits for it.
  let background: Promise<ActionOutcome> | undefined;
  // The user's actions under way, from their checks to their answers: none waits for a save
  // that starts after it did.
  let userActions = 0;

  /** Every reader hears of the new form at once. */
  const replace = (next: EditorForm) => {
    const valuesChanged = next.values !== form.values;
    form = next;
    listeners.byPath.tellAll();
    if (valuesChanged) listeners.changes.tell();
    settle();
  };

  let record = first.record;
  let errors = first.errors;
  const stopListening = controller.subscribe(() => {
    const state: EditorControllerState = controller.getState();
    if (state.errors !== errors) {
      errors = state.errors;
      replace({ ...form, errors: shownErrors(errors) });
    }
    if (state.record !== record) {
      record = state.record;
      listeners.settled.tell();
    }
  });

  const changes = () => {
    const confirmed = controller.getState().record;
    if (compared?.record !== confirmed || compared.values !== form.values) {
      compared = {
        record: confirmed,
        values: form.values,
        changes: localChanges(confirmed, form.values),
      };
    }
    return compared.changes;
  };

  const runNow = async (action: DraftAction, { check = true, publishing = false }: RunOptions) => {
    const sent = form.values;
    const invalid = check ? await checkDeposit(sent, publishing) : {};
    if (Object.keys(invalid).length > 0) {
      replace({ ...form, errors: invalid as ErrorMap, invalid: formErrorsFlash(invalid) });
      return { ok: false, record: sent } satisfies ActionOutcome;
    }
    if (form.invalid) replace({ ...form, invalid: null });
    const outcome = await action(sent);
    // Nothing was sent, or the page is being left: the values stay as they are.
    if ((!outcome.ok && outcome.busy) || (outcome.ok && outcome.redirect)) return outcome;
    // Base: what was sent; local: what the form holds now; remote: the answer.
    const { merged } = mergeDraft({ base: sent, local: form.values, remote: outcome.record });
    // An answer that changes no value is no change: nothing for the autosave to save again,
    // and no field renders again for a value the answer left as it was.
    const values = sharedValues(form.values, merged);
    replace({ ...form, values, errors: shownErrors(controller.getState().errors) });
    return outcome;
  };

  return {
    controller,
    getState: () => form,
    subscribe: (listener) => listeners.wholeForm.add(listener),
    subscribeToPath: (path, listener) => listeners.byPath.add(path, listener),
    subscribeToChanges: (listener) => listeners.changes.add(listener),
    subscribeToSettled: (listener) => listeners.settled.add(listener),
    getValues: () => form.values,
    setFieldValue(path, value) {
      form = { ...form, values: withValueAt(form.values, path, value) as EditorRecord };
      listeners.byPath.tellOverlapping(path);
      listeners.changes.tell();
      pause.restart(SETTLE_AFTER_MS, settle);
    },
    setValues: (values) => replace({ ...form, values }),
    setErrors: (next) => replace({ ...form, errors: next }),
    updateForm(update) {
      const { values, errors: next } = update({ values: form.values, errors: form.errors });
      replace({ ...form, values, errors: next });
    },
    changes,
    settleNow() {
      if (pause.isWaiting()) settle();
    },
    async run(action, options = {}) {
      if (options.background) {
        // Nothing sent: the autosave tries again after its pause.
        if (userActions > 0) return { ok: false, record: form.values, busy: true };
        const running = runNow(action, options);
        background = running;
        try {
          return await running;
        } finally {
          if (background === running) background = undefined;
        }
      }
      userActions += 1;
      try {
        // An autosave under way settles first: its answer (a new draft's id, a save merged
        // from elsewhere) must be in the values this action sends.
        if (background) {
          const waited = await background;
          // It stopped at fields changed here and elsewhere: which value stays is the user's
          // choice, and this action would save theirs over the other.
          if (!waited.ok && waited.conflicts) return { ...waited, record: form.values };
        }
        return await runNow(action, options);
      } finally {
        userActions -= 1;
      }
    },
    dismissInvalid: () => replace({ ...form, invalid: null }),
    setFilesSettled(settled) {
      filesThere = settled;
      // Files arriving take back only what was said of them; the other fields keep theirs.
      if (settled && 'files' in form.errors) {
        replace({ ...form, errors: errorsWithoutFiles(form.errors) });
      }
    },
    dispose() {
      pause.stop();
      stopListening();
      listeners.wholeForm.clear();
      listeners.changes.clear();
      listeners.settled.clear();
    },
  };
};
