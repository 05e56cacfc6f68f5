import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { urlsFor } from '../http/urls';
import { findRecord } from '../records/store';
import {
  deletionReasonOptions,
  evaluateRecordDeletion,
  recordDeletionOn,
} from '../requests/recordDeletion';
import { pageLanguage } from './pageLanguage';

/**
 * invenio-app-rdm's `evaluate_record_deletion` for the published record `id` as the visitor
 * sees it, in the page's language; null when nothing of it is published (or it is deleted).
 */
export const recordDeletionFor = (ctx: ServerContext, request: FastifyRequest, id: string) => {
  const record = findRecord(ctx.db, id);
  if (!record || record.tombstone) return null;
  return evaluateRecordDeletion(ctx, request.identity, record, {
    urls: urlsFor(request),
    locale: pageLanguage(request).code,
  });
};

/** The removal reasons an owner may give, as the deposit form lists them (`{text, value}`). */
export const deletionReasonsFor = (ctx: ServerContext, request: FastifyRequest) =>
  deletionReasonOptions(ctx, pageLanguage(request).code);

/**
 * What the demo's deposit config adds for the draft of a published record when the server
 * takes deletions: `recordDeletion` and the form's removal reasons; null otherwise.
 */
export const hostDeletionConfig = (
  ctx: ServerContext,
  request: FastifyRequest,
  draftId?: string,
) => {
  const recordDeletion =
    draftId && recordDeletionOn(ctx.options) ? recordDeletionFor(ctx, request, draftId) : null;
  return recordDeletion ? { recordDeletion, reasons: deletionReasonsFor(ctx, request) } : null;
};
