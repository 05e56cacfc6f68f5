import { GUEST_ACCESS_REQUEST, USER_ACCESS_REQUEST } from '../access/acceptAccessRequest';
import { findUserById } from '../auth/users';
import { findCommunity } from '../communities/store';
import type { ServerContext } from '../context';
import { FILE_MODIFICATION } from '../requests/fileModification';
import { QUOTA_INCREASE } from '../requests/quotaIncrease';
import { RECORD_DELETION } from '../requests/recordDeletion';
import { html, type SafeHtml } from './html';

/** A request as the requests searches answer it: what a list shows of it. */
export interface ListedRequest {
  id: string;
  type: string;
  title: string;
  status: string;
  created: string;
  created_by: { user?: string; email?: string };
  receiver: { community?: string; user?: string };
  topic: { record: string };
  payload?: Record<string, string>;
}

const TYPE_LABELS: Record<string, string | undefined> = {
  'community-submission': 'Review',
  [USER_ACCESS_REQUEST]: 'Access request',
  [GUEST_ACCESS_REQUEST]: 'Access request',
  [QUOTA_INCREASE]: 'Quota increase',
  [RECORD_DELETION]: 'Record deletion',
  [FILE_MODIFICATION]: 'File modification',
};

/** What a request is, in words: "Review", "Access request". */
export const typeLabel = (type: string): string => TYPE_LABELS[type] ?? type;

/** Who asked: a user's name, or the name a guest gave. */
export const askedBy = (ctx: ServerContext, item: ListedRequest): string => {
  const user = item.created_by.user ? findUserById(ctx.db, item.created_by.user) : null;
  if (user) return user.fullName || user.username;
  return item.payload?.full_name ? `${item.payload.full_name} (guest)` : 'a guest';
};

/** Where a request goes: a community's title, "the record's owner" or, to no one, the administrators. */
const addressedTo = (ctx: ServerContext, item: ListedRequest): string => {
  const community = item.receiver.community ? findCommunity(ctx.db, item.receiver.community) : null;
  if (community) return community.metadata.title;
  return item.receiver.user ? "the record's owner" : 'the administrators';
};

const listItem = (ctx: ServerContext, item: ListedRequest): SafeHtml =>
  html`<div class="item">
    <div class="content">
      <a class="header" href="/me/requests/${item.id}">${item.title || 'Untitled request'}</a>
      <div class="meta">
        <span class="ui small basic label">${typeLabel(item.type)}</span>
        <span class="ui small label">${item.status}</span>
      </div>
      <div class="description">
        Asked by ${askedBy(ctx, item)} on ${item.created.slice(0, 10)}, to ${addressedTo(ctx, item)}
        ·
        <a href="/records/${item.topic.record}?preview=1">the record</a>
      </div>
    </div>
  </div>`;

/** Requests, each linking to its page; `empty` says so when there are none. */
export const requestList = (ctx: ServerContext, items: ListedRequest[], empty: string): SafeHtml =>
  items.length === 0
    ? html`<p>${empty}</p>`
    : html`<div class="ui divided items demo-request-list">
        ${items.map((item) => listItem(ctx, item))}
      </div>`;
