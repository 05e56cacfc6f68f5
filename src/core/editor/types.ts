import type { ApiError } from '../api/errors';
import type { DraftsApi } from '../api/drafts';
import type {
  Community,
  EditorConfig,
  EditorPermissions,
  EditorRecord,
  EditorState,
} from '../model';
import type { CurationCheck } from '../rules/curationChecks';
import type { Flash } from '../serializer/flashMessages';
import type { ErrorMap } from '../serializer/serverErrors';
import type { FieldConflict } from './mergeDraft';

/**
 * The deposit form's controller: a plain object (no React) that holds what the server said
 * (docs/editor-data-flow.md), runs every draft action through the core clients, one at a
 * time, and reports where the browser should go next. The editor session runs it and reads it
 * with `getState()`/`subscribe()`.
 */

/**
 * Where an action ended. `redirect` is set when the browser should leave the page; the state
 * then stays `submitting` so no button works while the page unloads.
 */
export type ActionOutcome =
  | {
      ok: true;
      record: EditorRecord;
      redirect?: string;
      /** An autosave's: labels of the fields whose values the server refused (kept in the form). */
      refused?: string[];
    }
  | {
      ok: false;
      /** The values to show: what was sent, with anything the server settled merged in. */
      record: EditorRecord;
      /** Another action was running: nothing was sent. */
      busy?: true;
      /** Values changed here and elsewhere: nothing was saved until the user chooses. */
      conflicts?: FieldConflict[];
      /** Why an autosave failed (its status says so, not the banner). */
      error?: ApiError;
    };

/** What the form shows besides the record: the flash banner and the errors on fields. */
export interface EditorFeedback {
  /**
   * The top banner (docs/behaviour.md#messages-after-an-action), or null when nothing is to be
   * said.
   */
  flash: Flash | null;
  /** Server validation errors by field path (nested like the record); only blocking ones. */
  errors: ErrorMap;
  /** The community's curation check results on the draft as last answered (v13+). */
  checks: CurationCheck[];
  /** An action is running: every action button is disabled. */
  submitting: boolean;
  /**
   * Values changed both in this form and in a save made elsewhere (HTTP 412 on save): the
   * user chooses for each before anything more is saved.
   */
  conflicts: FieldConflict[];
  /**
   * Labels of the fields an autosave merged in from a save made elsewhere, still to be named
   * by the banner of the user's next successful save; dismissing the banner clears them.
   */
  keptFromElsewhere: string[];
}

export type EditorControllerState = EditorState & EditorFeedback;

export interface SubmitReviewOptions {
  /** Optional comment for the curators (blank means none). */
  comment?: string;
}

export interface EditorController {
  getState(): EditorControllerState;
  subscribe(listener: () => void): () => void;
  /**
   * Saves the form values: creates the draft when it has no id yet, else updates it; when the
   * community state must be checked, deletes or puts the review and reads the draft again.
   * Validation errors from the server are a warning, not a failure: the draft is saved.
   */
  save(values: EditorRecord): Promise<ActionOutcome>;
  /**
   * Saves as `save` does, quietly: no banner, buttons stay usable, and nothing is sent while
   * another action runs (answered `busy`). The autosave and a community choice save so.
   */
  autosave(values: EditorRecord): Promise<ActionOutcome>;
  /** Saves, then answers the record's html link with `preview=1` as the redirect. */
  preview(values: EditorRecord): Promise<ActionOutcome>;
  /** Saves, then publishes; the redirect is the published record's `links.self_html`. */
  publish(values: EditorRecord): Promise<ActionOutcome>;
  /** Publishes after removing the community (declined or expired drafts). */
  publishWithoutCommunity(values: EditorRecord): Promise<ActionOutcome>;
  /** Saves, then submits to the selected community; the redirect is `links.next_html`. */
  submitReview(values: EditorRecord, options?: SubmitReviewOptions): Promise<ActionOutcome>;
  /** Deletes the draft (or discards the new-version draft); the redirect is `/me/uploads`. */
  deleteDraft(values: EditorRecord): Promise<ActionOutcome>;
  /** Saves, then reserves a PID of that type (managed); the answer carries the new pids. */
  reservePid(values: EditorRecord, pidType: string): Promise<ActionOutcome>;
  discardPid(values: EditorRecord, pidType: string): Promise<ActionOutcome>;
  /** Chooses a community (null removes it); the review is put or deleted on the next save. */
  setCommunity(community: Community | null): void;
  /**
   * Chooses a community as the user does in the form: answers the form values fitted to it
   * (a restricted community cannot hold a public record, docs/behaviour.md#record-access).
   */
  chooseCommunity(community: Community | null, values: EditorRecord): EditorRecord;
  /** Hides the flash banner. */
  dismissFlash(): void;
  /**
   * New settings from the host page: the config (its locale and all), the permissions and the
   * drafts client built from them. The record and the values the user edits stay.
   */
  reconfigure(options: {
    config: EditorConfig;
    permissions: EditorPermissions;
    draftsApi: DraftsApi;
  }): void;
  /** The embedded uploader could not save the draft before uploading: shown in the flash. */
  reportSaveBeforeUploadFailed(error: unknown): void;
  /** Importing the previous version's files failed: shown in the flash. */
  reportFilesImportFailed(error: unknown): void;
  /** Aborts running calls and drops listeners (the form unmounted). */
  dispose(): void;
}
