import { acceptAccessRequest, isAccessRequest } from '../access/acceptAccessRequest';
import { linkExpirationRequired } from '../access/linkExpiration';
import { sanitizeHtml } from '../access/sanitize';
import type { Identity } from '../auth/identity';
import { findCommunity } from '../communities/store';
import type { ServerContext } from '../context';
import { badRequest, forbidden } from '../http/errors';
import { loadParent, saveParent } from '../parentStore';
import { removeUnusedContents } from '../files/unusedContents';
import { assertPublishable, publishNow } from '../records/publish';
import { findDraft } from '../records/store';
import { acceptQuotaIncrease, isQuotaIncrease } from './quotaIncrease';
import { acceptRecordDeletion, isRecordDeletion } from './recordDeletion';
import {
  addRequestEvent,
  allowedActions,
  findRequest,
  isCreator,
  isReceiver,
  type RequestDoc,
  saveAccepted,
  saveRequest,
  withStatus,
} from './store';

export type RequestAction = 'accept' | 'decline' | 'cancel' | 'submit';

/**
 * The optional `{payload: {content, format}}` of actions and comments; the content is rich
 * text, cleaned as InvenioRDM's comment schema (SanitizedHTML) cleans it.
 */
export const commentFrom = (body: unknown): { content: string; format: 'html' } | null => {
  const payload = (body as { payload?: { content?: unknown } } | null)?.payload;
  const content = typeof payload?.content === 'string' ? sanitizeHtml(payload.content).trim() : '';
  return content ? { content, format: 'html' } : null;
};

export const PUBLIC_INTO_RESTRICTED =
  'A public record cannot be included in a restricted community.';

/**
 * Accepts a community submission: validates and publishes the draft into the community
 * (added to the parent's communities, default when it has none). No permission check here.
 */
export const acceptSubmission = (ctx: ServerContext, request: RequestDoc): RequestDoc => {
  const { db } = ctx;
  const draft = findDraft(db, request.topic.record);
  if (!draft) throw badRequest('The draft of this request no longer exists.');
  const community = findCommunity(db, request.receiver.community ?? '');
  if (!community) throw badRequest('The community of this request no longer exists.');
  if (community.access.visibility === 'restricted' && draft.doc.access.record === 'public') {
    throw badRequest(PUBLIC_INTO_RESTRICTED);
  }
  assertPublishable(db, draft);
  const accepted = withStatus(request, 'accepted');
  const unused = db.transaction(() => {
    const { unused: paths } = publishNow(db, draft, ctx.options);
    const parent = loadParent(db, draft.parentId);
    if (parent) {
      const ids = parent.communities.ids.includes(community.id)
        ? parent.communities.ids
        : [...parent.communities.ids, community.id];
      saveParent(db, {
        ...parent,
        communities: { ids, default: parent.communities.default ?? community.id },
      });
    }
    saveAccepted(db, accepted);
    return paths;
  })();
  void removeUnusedContents(ctx, unused);
  return accepted;
};

/** Runs an action on a request as the caller: 403 when not theirs, 400 in the wrong state. */
export const runAction = (
  ctx: ServerContext,
  identity: Identity,
  request: RequestDoc,
  action: RequestAction,
  body: unknown,
  submit: (request: RequestDoc) => RequestDoc,
): RequestDoc => {
  const userId = identity.user?.id;
  const mayAct =
    action === 'accept' || action === 'decline'
      ? isReceiver(ctx.db, request, userId)
      : isCreator(request, userId);
  if (!mayAct) throw forbidden();
  if (!allowedActions(ctx.db, request, identity).includes(action)) {
    throw badRequest(`You cannot ${action} a request that is ${request.status}.`);
  }
  const comment = commentFrom(body);
  const addComment = () => {
    if (comment && userId) {
      addRequestEvent(ctx.db, request.id, {
        type: 'C',
        payload: comment,
        created_by: { user: userId },
      });
    }
  };
  if (action === 'submit') return submit(request);
  if (action === 'accept') {
    const accepted = isAccessRequest(request)
      ? acceptAccessRequest(ctx.db, request, {
          expiryRequired: linkExpirationRequired(ctx.options),
        })
      : isQuotaIncrease(request)
        ? acceptQuotaIncrease(ctx, request)
        : isRecordDeletion(request)
          ? acceptRecordDeletion(ctx, identity, request)
          : acceptSubmission(ctx, request);
    addComment();
    return accepted;
  }
  const next = withStatus(request, action === 'decline' ? 'declined' : 'cancelled');
  ctx.db.transaction(() => {
    saveRequest(ctx.db, next);
    addComment();
    if (action === 'cancel') {
      // Cancel unlinks the review: the draft is a plain draft again
      // (docs/reference-server.md#how-it-answers).
      const draft = findDraft(ctx.db, request.topic.record);
      const parent = draft ? loadParent(ctx.db, draft.parentId) : null;
      if (parent?.review?.id === request.id) saveParent(ctx.db, { ...parent, review: null });
    }
  })();
  return findRequest(ctx.db, request.id) ?? next;
};
