import type { FastifyInstance } from 'fastify';
import type { ReviewRequest } from '../../src/core/model';
import { findUserById } from '../auth/users';
import type { ServerContext } from '../context';
import { removalReasonTitle } from '../requests/recordDeletion';
import type { RequestEventDoc } from '../requests/store';
import { callApi } from './api';
import { html, type SafeHtml } from './html';
import { problemMessage, renderPage } from './layout';
import { plainText } from './recordView';
import { typeLabel } from './requestList';

type RequestAnswer = ReviewRequest & {
  title?: string;
  created_by?: { user?: string; email?: string };
  payload?: Record<string, string>;
  links: { comments?: string };
};

type TimelineEvent = Pick<RequestEventDoc, 'type' | 'payload' | 'created_by' | 'created'>;

interface TimelineAnswer {
  hits?: { hits?: TimelineEvent[] };
}

/** Who asked for access: a user's name, or the name (and, with consent, address) a guest gave. */
const requesterOf = (ctx: ServerContext, answer: RequestAnswer): string | null => {
  const userId = answer.created_by?.user;
  if (userId) {
    const user = findUserById(ctx.db, userId);
    return user ? `${user.fullName || user.username} (${user.username})` : null;
  }
  const payload = answer.payload ?? {};
  if (!payload.full_name) return null;
  const consent = payload.consent_to_share_personal_data === 'true';
  return `${payload.full_name}${consent && payload.email ? ` <${payload.email}>` : ''} (guest)`;
};

/** Who wrote an event: a user's name, "A guest", or the repository itself. */
const authorOf = (ctx: ServerContext, createdBy: RequestEventDoc['created_by']): string => {
  if ('system' in createdBy) return 'The repository';
  const user = createdBy.user ? findUserById(ctx.db, createdBy.user) : null;
  return user ? user.fullName || user.username : 'A guest';
};

const when = (event: TimelineEvent): SafeHtml =>
  html`<time datetime="${event.created}">${event.created.slice(0, 10)}</time>`;

/** A comment with who wrote it and when; a log event as a sentence ("This request was accepted."). */
const timelineItem = (ctx: ServerContext, event: TimelineEvent): SafeHtml => {
  if (event.type === 'C') {
    return html`<li>
      <strong>${authorOf(ctx, event.created_by)}</strong> ${when(event)}
      <blockquote class="ui segment">${plainText(event.payload.content)}</blockquote>
    </li>`;
  }
  const sentence =
    'system' in event.created_by && event.payload.event
      ? `This request was ${event.payload.event}.`
      : `${authorOf(ctx, event.created_by)} ${plainText(event.payload.content)}`;
  return html`<li class="demo-timeline-event">${sentence} (${when(event)})</li>`;
};

/**
 * The request's timeline, oldest first: comments as plain text, and what happened to it. The
 * page's script re-renders it from this page after an action or a comment.
 */
const activity = (ctx: ServerContext, timeline: TimelineAnswer): SafeHtml => {
  const events = timeline.hits?.hits ?? [];
  return html`<section id="request-activity" aria-labelledby="request-activity-heading">
    <h2 class="ui header" id="request-activity-heading">Messages</h2>
    ${
      events.length === 0
        ? html`<p>No messages yet.</p>`
        : html`<ol class="demo-timeline">
            ${events.map((event) => timelineItem(ctx, event))}
          </ol>`
    }
  </section>`;
};

/**
 * The actions the caller may run now: the receiver's decision (with its optional message), the
 * creator's cancel.
 */
const decision = (actions: Record<string, string | undefined>): SafeHtml | null => {
  const shown = (['accept', 'decline', 'cancel'] as const).filter((action) => actions[action]);
  if (shown.length === 0) return null;
  return html`<section id="request-decision" aria-label="Decision">
    ${
      actions.accept || actions.decline
        ? html`<div class="ui form">
            <div class="field">
              <label for="decision-message">Message to the requester (optional)</label>
              <textarea id="decision-message" rows="3"></textarea>
            </div>
          </div>`
        : null
    }
    <div class="ui buttons">
      ${shown.map(
        (action) =>
          html`<button
            class="ui button"
            type="button"
            data-action-url="${actions[action]}"
            disabled
          >
            ${action[0]?.toUpperCase()}${action.slice(1)}
          </button>`,
      )}
    </div>
  </section>`;
};

/** A comment to everyone in the request; its text is sent as text (static/request-page.js). */
const commentForm = (commentsUrl: string): SafeHtml =>
  html`<form class="ui form demo-comment-form" id="comment-form" data-comments-url="${commentsUrl}">
    <div class="field">
      <label for="comment-text">Comment</label>
      <textarea id="comment-text" rows="3" required></textarea>
    </div>
    <button class="ui button" type="submit" disabled>Comment</button>
    <p id="comment-feedback" aria-live="polite"></p>
  </form>`;

/**
 * A request (a community submission, an access request). Its receiver accepts or declines it
 * here, with an optional message, and anyone in it comments: the page's script calls the API
 * from the browser, with the CSRF header, as any host page would, and updates the page in place.
 */
export const requestPage = (app: FastifyInstance, ctx: ServerContext): void => {
  app.get<{ Params: { id: string } }>('/me/requests/:id', async (request, reply) => {
    const path = `/api/requests/${encodeURIComponent(request.params.id)}`;
    const answer = await callApi<RequestAnswer>(app, request, path);
    reply.type('text/html; charset=utf-8');
    if (answer.status !== 200) {
      reply.code(answer.status);
      const main = problemMessage('This request does not exist or is not yours to see.');
      return reply.send(renderPage(request, { title: 'Request', main }));
    }
    const review = answer.data;
    const timeline = await callApi<TimelineAnswer>(app, request, `${path}/timeline`);
    const record = review.topic?.record;
    const requester = requesterOf(ctx, review);
    const main = html`<h1 class="ui header">${review.title || 'Request'}</h1>
      <p>Type: ${typeLabel(review.type)}</p>
      ${requester ? html`<p>Requested by ${requester}</p>` : null}
      ${
        // A quota increase says how much in all (invenio-app-rdm's request page does too).
        review.payload?.quota_size ? html`<p>Quota size: ${review.payload.quota_size} GB</p>` : null
      }
      ${
        // A deletion request says why, for the administrators to decide.
        review.payload?.reason
          ? html`<p>Reason: ${removalReasonTitle(ctx, review.payload.reason, 'en')}</p>
              ${review.payload.comment ? html`<blockquote class="ui segment">${review.payload.comment}</blockquote>` : null}`
          : null
      }
      <p role="status" id="request-status" tabindex="-1">Status: ${review.status}</p>
      ${record ? html`<p><a href="/records/${record}?preview=1">See the record</a></p>` : null}
      ${activity(ctx, timeline.status === 200 ? timeline.data : {})}
      ${decision(review.links.actions ?? {})}
      ${request.identity.user && review.links.comments ? commentForm(review.links.comments) : null}
      <script
        nonce="${request.cspNonce}"
        src="${request.server.demoUrl('request-page.js')}"
      ></script>`;
    return reply.send(renderPage(request, { title: review.title || 'Request', main }));
  });
};
