import type { Identity } from '../auth/identity';
import type { ServerContext } from '../context';
import { fileRows, deleteFileRows } from '../files/store';
import { removeUnusedContents } from '../files/unusedContents';
import { badRequest, forbidden, notFound, validationError } from '../http/errors';
import type { Urls } from '../http/urls';
import { nowIso } from '../ids';
import type { ServerOptions } from '../options';
import { hostText } from '../pages/hostTexts';
import { loadParentOf } from '../parentStore';
import { NOT_REGISTERED } from '../records/access';
import type { RecordRow, Tombstone } from '../records/model';
import { deleteDraftRow, findDraft, findRecord, saveTombstone } from '../records/store';
import { citationText } from '../records/tombstone';
import { localized, vocabularyEntries, type VocabularyDoc } from '../vocabularies/store';
import { deletionChecklist } from './deletionChecklist';
import {
  newRequestDoc,
  type RequestDoc,
  requestsWhere,
  saveAccepted,
  saveRequest,
  withStatus,
} from './store';

/** invenio-rdm-records' request type (v14, 21.0): an owner's record deletion. */
export const RECORD_DELETION = 'record-deletion';

/** The tag of the removal reasons an owner may give (`removalreasons` vocabulary). */
export const DELETION_REQUEST_TAG = 'deletion-request';

/** InvenioRDM's two deletion policies: at once within the period, else by request. */
const GRACE_PERIOD_POLICY = 'grace-period-v1';
const REQUEST_POLICY = 'request-deletion-v1';

const DAY_MS = 24 * 60 * 60 * 1000;
const MIN_COMMENT = 25;

declare module 'fastify' {
  interface FastifyInstance {
    /** The server takes deletions: published records carry `links.request_deletion`. */
    recordDeletionOn: boolean;
  }
}

/** Whether owners may delete their records: an option, and never in v12 mode. */
export const recordDeletionOn = (options: ServerOptions): boolean =>
  options.recordDeletion === true && options.apiVersion !== 'v12';

/** The days after publishing an owner may delete a record at once (30 by default). */
export const deletionPeriodDays = (options: ServerOptions): number =>
  options.deletionPeriodDays ?? 30;

export const isRecordDeletion = (request: RequestDoc): boolean => request.type === RECORD_DELETION;

/** The record's open deletion request, if any. */
export const openRecordDeletion = (ctx: ServerContext, id: string): RequestDoc | undefined =>
  requestsWhere(ctx.db, 'topic', { recordIds: [id] }).find(
    (request) => isRecordDeletion(request) && request.status === 'submitted',
  );

/** A policy's verdict, as InvenioRDM's `PolicyEvaluator.Result` dumps it. */
interface PolicyResult {
  enabled: boolean;
  valid_user: boolean;
  allowed: boolean;
  policy: { id: string; description: string } | null;
}

const NOT_ENABLED: PolicyResult = {
  enabled: false,
  valid_user: false,
  allowed: false,
  policy: null,
};

/** A policy description with the period in it, in the page's language `locale`. */
const described = (ctx: ServerContext, english: string, locale: string): string =>
  hostText(english, locale).replace('{days}', String(deletionPeriodDays(ctx.options)));

export const IMMEDIATE_DESCRIPTION =
  'You can delete your own records within {days} days of publishing them.';
export const REQUEST_DESCRIPTION =
  'This record was published more than {days} days ago: ask for its deletion, and say why in detail.';
/** What the tombstone page says of the period an owner deleted a record in. */
export const TOMBSTONE_DESCRIPTION =
  'Owners may delete their records within {days} days of publishing them.';

/** Whether the record is still within the period of immediate deletion. */
const withinPeriod = (ctx: ServerContext, record: RecordRow): boolean =>
  Date.parse(record.created) + deletionPeriodDays(ctx.options) * DAY_MS > Date.now();

/**
 * InvenioRDM's `RDMRecordDeletionPolicy.evaluate`: for the record's owner, logged in, immediate
 * deletion within the period and a request after it; nothing for anyone else.
 */
const evaluatePolicies = (
  ctx: ServerContext,
  identity: Identity,
  record: RecordRow,
  locale: string,
): { immediate_deletion: PolicyResult; request_deletion: PolicyResult } => {
  const userId = identity.user?.id;
  if (!userId || !recordDeletionOn(ctx.options)) {
    return { immediate_deletion: NOT_ENABLED, request_deletion: NOT_ENABLED };
  }
  const owner = loadParentOf(ctx.db, record.id)?.access.owned_by.user === userId;
  const verdict = (allowed: boolean, id: string, description: string): PolicyResult => ({
    enabled: true,
    valid_user: owner,
    allowed: owner && allowed,
    policy: owner && allowed ? { id, description: described(ctx, description, locale) } : null,
  });
  return {
    immediate_deletion: verdict(
      withinPeriod(ctx, record),
      GRACE_PERIOD_POLICY,
      IMMEDIATE_DESCRIPTION,
    ),
    request_deletion: verdict(true, REQUEST_POLICY, REQUEST_DESCRIPTION),
  };
};

/** The self_html of a request, as the requests API links it. */
const requestPageOf = (urls: Urls, request: RequestDoc) => `${urls.ui}/me/requests/${request.id}`;

/**
 * What a published record's deposit and landing pages say of its deletion (invenio-app-rdm's
 * `evaluate_record_deletion`): the verdicts, the checklist and the context of the modal when
 * deletion is allowed, and the open request's page for the owner.
 */
export const evaluateRecordDeletion = (
  ctx: ServerContext,
  identity: Identity,
  record: RecordRow,
  { urls, locale }: { urls: Urls; locale: string },
) => {
  const policies = evaluatePolicies(ctx, identity, record, locale);
  const { immediate_deletion: immediate, request_deletion: request } = policies;
  const verdict = {
    enabled: immediate.enabled || request.enabled,
    valid_user: immediate.valid_user || request.valid_user,
    allowed: immediate.allowed || request.allowed,
  };
  const open = verdict.valid_user ? openRecordDeletion(ctx, record.id) : undefined;
  return {
    ...verdict,
    ...(verdict.allowed
      ? {
          recordDeletion: policies,
          checklist: deletionChecklist(ctx.options, locale),
          context: {
            files: fileRows(ctx.db, record.id, 'record').length,
            // As InvenioRDM: any DOI not typed in by the depositor, or none at all.
            internalDoi: record.doc.pids.doi?.provider !== 'external',
          },
        }
      : {}),
    existing_request: open ? requestPageOf(urls, open) : null,
  };
};

/** The removal reasons an owner may give (tagged `deletion-request`). */
const deletionReasons = (ctx: ServerContext): VocabularyDoc[] =>
  vocabularyEntries(ctx.db, 'removalreasons').filter(
    (entry) => Array.isArray(entry.tags) && entry.tags.includes(DELETION_REQUEST_TAG),
  );

/** The removal reasons an owner may give, `{text, value}` in the page's language. */
export const deletionReasonOptions = (ctx: ServerContext, locale: string) =>
  deletionReasons(ctx).map((entry) => ({ text: localized(entry.title, locale), value: entry.id }));

/** The payload of a deletion request: a reason, and a comment of 25 characters or more. */
const deletionPayload = (body: unknown): { reason: string; comment?: string } => {
  const { reason, comment } = (body ?? {}) as { reason?: unknown; comment?: unknown };
  const errors = [
    ...(typeof reason === 'string' && reason
      ? []
      : [{ field: 'payload.reason', messages: ['Missing data for required field.'] }]),
    ...(comment === undefined ||
    comment === null ||
    (typeof comment === 'string' && comment.length >= MIN_COMMENT)
      ? []
      : [{ field: 'payload.comment', messages: [`Shorter than minimum length ${MIN_COMMENT}.`] }]),
  ];
  if (errors.length > 0) throw validationError(errors);
  return { reason: reason as string, ...(typeof comment === 'string' ? { comment } : {}) };
};

/** A removal reason's title in `locale`, or its id when the vocabulary lacks it. */
export const removalReasonTitle = (ctx: ServerContext, id: string, locale: string): string => {
  const entry = vocabularyEntries(ctx.db, 'removalreasons').find((reason) => reason.id === id);
  return (entry && localized(entry.title, locale)) || id;
};

const isDeletionReason = (ctx: ServerContext, id: string): boolean =>
  deletionReasons(ctx).some((entry) => entry.id === id);

export const UNEXPECTED_DELETION_STATUS = 'Record in unexpected deletion status.';

/**
 * Deletes the record as the request says (InvenioRDM's AcceptAction and `delete_record`): its
 * tombstone, removed by the administrator who accepts or, at once, by its owner under the
 * policy; the latest version becomes the previous one; its edit draft goes. Its DOI stays.
 */
const deleteAsRequested = (
  ctx: ServerContext,
  request: RequestDoc,
  remover: string,
): RequestDoc => {
  const record = findRecord(ctx.db, request.topic.record);
  if (!record) throw badRequest('The record of this request no longer exists.');
  if (record.tombstone) throw badRequest(UNEXPECTED_DELETION_STATUS);
  const policy = request.payload?.policy_id;
  const tombstone: Tombstone = {
    removal_reason: { id: request.payload?.reason ?? '' },
    note: '',
    removed_by: { user: policy ? (request.created_by.user ?? remover) : remover },
    removal_date: nowIso(),
    citation_text: citationText(record.doc),
    is_visible: true,
    ...(policy ? { deletion_policy: { id: policy } } : {}),
  };
  const accepted = withStatus(request, 'accepted');
  const unused = ctx.db.transaction(() => {
    saveTombstone(ctx.db, record.id, tombstone);
    const paths = findDraft(ctx.db, record.id) ? deleteFileRows(ctx.db, record.id, 'draft') : [];
    deleteDraftRow(ctx.db, record.id);
    saveAccepted(ctx.db, accepted, policy ? { system: true } : { user: remover });
    return paths;
  })();
  void removeUnusedContents(ctx, unused);
  return accepted;
};

/** An administrator accepts a deletion request: the record is deleted. */
export const acceptRecordDeletion = (
  ctx: ServerContext,
  identity: Identity,
  request: RequestDoc,
): RequestDoc => deleteAsRequested(ctx, request, identity.user?.id ?? 'system');

/**
 * `POST /api/records/{id}/request-deletion` with `{reason, comment?}`: a submitted
 * `record-deletion` request about the record, addressed to no one. Within the period the system
 * accepts it at once (the record is deleted); after it the administrators decide. Only the
 * owner may ask (403), for a record not deleted yet (400), once at a time (400).
 */
export const requestDeletion = (
  ctx: ServerContext,
  identity: Identity,
  id: string,
  body: unknown,
): { request: RequestDoc; immediate: boolean } => {
  const record = findRecord(ctx.db, id);
  if (!record) throw findDraft(ctx.db, id) ? notFound(NOT_REGISTERED) : notFound();
  if (record.tombstone) throw badRequest(UNEXPECTED_DELETION_STATUS);
  const policies = evaluatePolicies(ctx, identity, record, 'en');
  const immediate = policies.immediate_deletion;
  if (!immediate.allowed && !policies.request_deletion.allowed) throw forbidden();
  const payload = deletionPayload(body);
  if (openRecordDeletion(ctx, id)) {
    throw badRequest('A deletion request for this record already exists.');
  }
  if (!isDeletionReason(ctx, payload.reason)) throw badRequest('Invalid removal reason');
  const title = typeof record.doc.metadata.title === 'string' ? record.doc.metadata.title : '';
  const owner = identity.user?.id ?? '';
  const request = newRequestDoc(ctx.db, {
    type: RECORD_DELETION,
    title: `Deletion request for "${title}"`,
    status: 'submitted',
    created_by: { user: owner },
    receiver: {},
    topic: { record: id },
    payload: { ...payload, ...(immediate.policy ? { policy_id: immediate.policy.id } : {}) },
  });
  // The system accepts at once what the policy allows: both happen, or neither.
  return ctx.db.transaction(() => {
    saveRequest(ctx.db, request);
    return immediate.allowed
      ? { request: deleteAsRequested(ctx, request, owner), immediate: true }
      : { request, immediate: false };
  })();
};
