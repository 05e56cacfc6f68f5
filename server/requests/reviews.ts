import type { Identity } from '../auth/identity';
import {
  canIncludeDirectly,
  canSeeCommunity,
  communityRole,
  findCommunity,
  type StoredCommunity,
} from '../communities/store';
import type { ServerContext } from '../context';
import { badRequest, HttpError, notFound, validationError } from '../http/errors';
import { nowIso } from '../ids';
import { saveParent } from '../parentStore';
import { draftFor, reviewOf } from '../records/access';
import type { DraftRow } from '../records/model';
import { assertPublishable } from '../records/publish';
import { findRecord } from '../records/store';
import { acceptSubmission, commentFrom, PUBLIC_INTO_RESTRICTED } from './actions';
import {
  addRequestEvent,
  deleteRequest,
  newRequestDoc,
  saveRequest,
  type RequestDoc,
} from './store';

export const COMMUNITY_SUBMISSION = 'community-submission';
export const NO_REVIEW = 'Review for draft not found';
export const OPEN_REVIEW_UNDELETABLE = 'An open review cannot be deleted.';

const titleOf = (draft: DraftRow): string =>
  typeof draft.doc.metadata.title === 'string' ? draft.doc.metadata.title : '';

/** GET .../draft/review (preview level). */
export const getReview = (ctx: ServerContext, identity: Identity, id: string): RequestDoc => {
  const { parent, draft } = draftFor(ctx.db, identity, id, 'preview');
  const review = draft.doc.versions.index === 1 ? reviewOf(ctx.db, parent) : null;
  if (!review) throw notFound(NO_REVIEW);
  return review;
};

const receiverOf = (ctx: ServerContext, identity: Identity, body: unknown): StoredCommunity => {
  const review = (body ?? {}) as { type?: unknown; receiver?: { community?: unknown } };
  if (review.type !== COMMUNITY_SUBMISSION) {
    throw validationError([{ field: 'type', messages: ['Invalid review type.'] }]);
  }
  const communityId = review.receiver?.community;
  const community = typeof communityId === 'string' ? findCommunity(ctx.db, communityId) : null;
  if (!community || !canSeeCommunity(ctx.db, community, identity.user?.id)) {
    throw validationError([
      { field: 'receiver.community', messages: ['The community does not exist.'] },
    ]);
  }
  return community;
};

/** Creates the review request of a draft (status `created`), replacing a closed one. */
export const putReview = (
  ctx: ServerContext,
  identity: Identity,
  id: string,
  body: unknown,
): RequestDoc => {
  const { draft, parent } = draftFor(ctx.db, identity, id, 'manage');
  const community = receiverOf(ctx, identity, body);
  if (findRecord(ctx.db, id)) {
    throw badRequest('You cannot create a review for an already published record.');
  }
  if (draft.doc.versions.index > 1) {
    throw badRequest('You cannot create a review for a new version of a published record.');
  }
  const existing = reviewOf(ctx.db, parent);
  if (existing?.status === 'submitted') {
    if (existing.receiver.community === community.id) return existing;
    throw badRequest(OPEN_REVIEW_UNDELETABLE);
  }
  const request = newRequestDoc(ctx.db, {
    type: COMMUNITY_SUBMISSION,
    title: titleOf(draft),
    status: 'created',
    created_by: { user: identity.user?.id ?? parent.access.owned_by.user },
    receiver: { community: community.id },
    topic: { record: id },
  });
  ctx.db.transaction(() => {
    if (existing) deleteRequest(ctx.db, existing.id);
    saveRequest(ctx.db, request);
    saveParent(ctx.db, {
      ...parent,
      review: { id: request.id, receiver: { community: community.id }, type: COMMUNITY_SUBMISSION },
    });
  })();
  return request;
};

/** DELETE .../draft/review: only a review that is not open (manage level). */
export const deleteReview = (ctx: ServerContext, identity: Identity, id: string): void => {
  const { parent } = draftFor(ctx.db, identity, id, 'manage');
  const review = reviewOf(ctx.db, parent);
  if (!review) throw notFound(NO_REVIEW);
  if (review.status === 'submitted') throw badRequest(OPEN_REVIEW_UNDELETABLE);
  ctx.db.transaction(() => {
    deleteRequest(ctx.db, review.id);
    saveParent(ctx.db, { ...parent, review: null });
  })();
};

const assertMaySubmit = (
  ctx: ServerContext,
  identity: Identity,
  community: StoredCommunity,
  draft: DraftRow,
): void => {
  const member = communityRole(ctx.db, community.id, identity.user?.id) !== null;
  if (community.access.record_submission_policy === 'closed' && !member) {
    throw new HttpError(403, 'Submission to this community is only allowed to community members.');
  }
  if (community.access.visibility === 'restricted' && draft.doc.access.record === 'public') {
    throw badRequest(PUBLIC_INTO_RESTRICTED);
  }
};

export interface SubmitResult {
  request: RequestDoc;
  /** Accepted at once (direct publish): the record page is next, else the request page. */
  published: boolean;
}

/**
 * Submits the draft's review (manage level): strict validation first; accepted and published
 * at once when the caller may include directly into the community
 * (https://inveniordm.docs.cern.ch/reference/rest_api_reviews/).
 */
export const submitReview = (
  ctx: ServerContext,
  identity: Identity,
  id: string,
  body: unknown,
): SubmitResult => {
  const { draft, parent } = draftFor(ctx.db, identity, id, 'manage');
  const review = draft.doc.versions.index === 1 ? reviewOf(ctx.db, parent) : null;
  if (!review) throw notFound(NO_REVIEW);
  if (review.status !== 'created') {
    throw badRequest(`The review cannot be submitted: it is ${review.status}.`);
  }
  const community = findCommunity(ctx.db, review.receiver.community ?? '');
  if (!community) throw badRequest('The community of the review no longer exists.');
  assertPublishable(ctx.db, draft);
  assertMaySubmit(ctx, identity, community, draft);
  const now = nowIso();
  const submitted: RequestDoc = {
    ...review,
    status: 'submitted',
    title: titleOf(draft),
    updated: now,
    last_activity_at: now,
    revision_id: review.revision_id + 1,
  };
  const requireReview = (body as { require_review?: unknown } | null)?.require_review === true;
  ctx.db.transaction(() => {
    saveRequest(ctx.db, submitted);
    const comment = commentFrom(body);
    if (comment && identity.user) {
      addRequestEvent(ctx.db, review.id, {
        type: 'C',
        payload: comment,
        created_by: { user: identity.user.id },
      });
    }
  })();
  if (!requireReview && canIncludeDirectly(ctx.db, community, identity.user?.id)) {
    return { request: acceptSubmission(ctx, submitted), published: true };
  }
  return { request: submitted, published: false };
};
