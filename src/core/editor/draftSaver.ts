import { ApiError, toApiError } from '../api/errors';
import type { DraftsApi } from '../api/drafts';
import type { Community, DraftRecord, EditorRecord } from '../model';
import {
  blockingErrors,
  curationChecks,
  withChecksOf,
  type CurationCheck,
} from '../rules/curationChecks';
import { recordStatus } from '../rules/recordStatus';
import { canDeleteReview, canUpdateReview, isReviewPresent } from '../rules/review';
import { deserializeRecord, serializeRecord } from '../serializer';
import { labelForErrorPath } from '../serializer/errorFieldLabels';
import { isPlainObject } from '../serializer/jsonReaders';
import { receiverOf } from './draftAnswers';
import { localChanges, mergeDraft, type FieldConflict } from './mergeDraft';

/**
 * How the deposit editor saves: PUT with If-Match (the revision the edit started from), a
 * three-way merge when someone else saved in between (HTTP 412), then the review put or
 * deleted when the chosen community is not the review's receiver.
 */

/** A saved draft: the server's answer and the values that stand for it in the form. */
export type SaveResult =
  | {
      ok: true;
      server: DraftRecord;
      record: EditorRecord;
      /** The errors that stop publish and submit (advisory curation checks do not). */
      validationErrors?: unknown[];
      /** The community's curation check results on the saved draft, blocking or not. */
      checks: CurationCheck[];
      /** Labels of the fields another save changed meanwhile, merged in (412 answered). */
      mergedFromElsewhere?: string[];
    }
  | {
      ok: false;
      error: ApiError;
      /** The values to show: what was sent, with what the server settled. */
      record: EditorRecord;
      /** The server's view when the update itself went through (a later step failed). */
      confirmed?: EditorRecord;
    }
  | {
      ok: false;
      /** The same values changed here and elsewhere: nothing is sent until the user chooses. */
      conflicts: FieldConflict[];
      /** The draft as it is on the server now: the next save starts from it. */
      current: EditorRecord;
      /** The form values with the other save's changes to other fields merged in. */
      record: EditorRecord;
    };

export interface DraftSaverOptions {
  draftsApi: DraftsApi;
  locale: string;
  /** The draft as the server last answered it: the base of the edit. */
  base: () => EditorRecord;
  /** The community the user chose, or null. */
  community: () => Community | null;
}

/** An answer that came after the signal aborted is dropped as if cancelled. */
export const checked = async <T>(signal: AbortSignal, call: Promise<T>): Promise<T> => {
  const answer = await call;
  if (signal.aborted) throw new ApiError({ message: 'The request was cancelled.', isAbort: true });
  return answer;
};

/** The fields an answer's validation errors name: the server dropped their values. */
export const refusedPaths = (errors: unknown[] | undefined): string[] =>
  (errors ?? []).flatMap((entry) =>
    isPlainObject(entry) && typeof entry.field === 'string' ? [entry.field] : [],
  );

const labelsOf = (paths: readonly string[]) => [...new Set(paths.map(labelForErrorPath))];

export const createDraftSaver = ({ draftsApi, locale, base, community }: DraftSaverOptions) => {
  /**
   * The values that stand for the server's answer in the form: the answer, except where it
   * refused a value (that stays as sent, for the user to fix).
   */
  const savedView = (sent: EditorRecord, server: DraftRecord, errors?: unknown[]) =>
    mergeDraft({
      base: sent,
      local: sent,
      remote: deserializeRecord(server, { locale }),
      keepLocal: refusedPaths(errors),
    }).merged;

  const put = (values: EditorRecord, revision: number | undefined, signal: AbortSignal) =>
    checked(signal, draftsApi.save(serializeRecord(values, { locale }), { signal, revision }));

  /** Puts or deletes the review when the chosen community is not the review's receiver. */
  const syncReview = async (server: DraftRecord, signal: AbortSignal): Promise<DraftRecord> => {
    const chosen = community();
    const settled = chosen ? chosen.id === receiverOf(server) : !isReviewPresent(server);
    if (settled) return server;
    if (!chosen && canDeleteReview(recordStatus(server))) {
      await checked(signal, draftsApi.deleteReview(server, { signal }));
    } else if (chosen && canUpdateReview(recordStatus(server))) {
      await checked(signal, draftsApi.putReview(server, chosen.id, { signal }));
    } else return server;
    // The status, the review and the submit-review link changed with it.
    return checked(signal, draftsApi.read(server, { signal }));
  };

  return async (values: EditorRecord, signal: AbortSignal): Promise<SaveResult> => {
    const start = base();
    let sent = values;
    let saved: DraftRecord | undefined;
    let validationErrors: unknown[] | undefined;
    let mergedFromElsewhere: string[] | undefined;
    try {
      try {
        saved = await put(sent, values.id ? start.revision_id : undefined, signal);
      } catch (error) {
        if (toApiError(error).status !== 412) throw error;
        // Saved elsewhere since this edit started: merge with what is there now.
        const current = deserializeRecord(
          await checked(signal, draftsApi.read(start, { signal })),
          {
            locale,
          },
        );
        const { merged, conflicts } = mergeDraft({ base: start, local: values, remote: current });
        if (conflicts.length > 0) return { ok: false, conflicts, current, record: merged };
        mergedFromElsewhere = labelsOf(localChanges(start, current));
        sent = merged;
        saved = await put(sent, current.revision_id, signal);
      }
      validationErrors = blockingErrors(saved.errors);
      const server = await syncReview(saved, signal);
      const errors = server === saved ? saved.errors : withChecksOf(saved.errors, server.errors);
      validationErrors = blockingErrors(errors);
      const record = savedView(sent, server, validationErrors);
      const checks = curationChecks(errors);
      return { ok: true, server, record, validationErrors, checks, mergedFromElsewhere };
    } catch (error) {
      // Never lose input; once created, keep the new id and links so a retry updates it.
      const confirmed = saved && savedView(sent, saved, validationErrors);
      return { ok: false, error: toApiError(error), record: confirmed ?? sent, confirmed };
    }
  };
};
