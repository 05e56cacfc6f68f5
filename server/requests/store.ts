import type { Identity } from '../auth/identity';
import { isAdministrator } from '../auth/administrators';
import { communityRole } from '../communities/store';
import { nextCounter } from '../db/database';
import type { Db } from '../db/database';
import type { Urls } from '../http/urls';
import { newUuid, nowIso } from '../ids';

export type RequestStatus =
  'created' | 'submitted' | 'accepted' | 'declined' | 'cancelled' | 'expired' | 'deleted';

/** Who made a request: a user, or a guest known by the e-mail address they confirmed. */
export type RequestCreator = { user: string; email?: never } | { email: string; user?: never };

/** A request as stored in `requests.json`: the API JSON without links. */
export interface RequestDoc {
  id: string;
  number: string;
  type: string;
  title: string;
  description: string | null;
  status: RequestStatus;
  created_by: RequestCreator;
  receiver: { community?: string; user?: string };
  topic: { record: string };
  expires_at: string | null;
  created: string;
  updated: string;
  last_activity_at: string;
  revision_id: number;
  /** What an access request asks for (`permission`) and who a guest is. */
  payload?: Record<string, string>;
  /** The secret that shows a guest their request (never in the API's answers). */
  guest_token?: string;
}

/** A timeline event (`C` comment, `L` log) as stored in `request_events.json`. */
export interface RequestEventDoc {
  id: string;
  type: 'C' | 'L';
  payload: { content: string; format: 'html'; event?: string };
  created_by: RequestCreator | { system: true };
  created: string;
  updated: string;
  revision_id: number;
}

/** The fields that differ from one new request to another. */
export type NewRequestFields = Pick<
  RequestDoc,
  'type' | 'title' | 'status' | 'created_by' | 'receiver' | 'topic' | 'payload' | 'guest_token'
>;

/** A new request's document, numbered from the counter all request types share. */
export const newRequestDoc = (db: Db, fields: NewRequestFields): RequestDoc => {
  const now = nowIso();
  return {
    id: newUuid(),
    number: String(nextCounter(db, 'requests')),
    description: null,
    expires_at: null,
    created: now,
    updated: now,
    last_activity_at: now,
    revision_id: 1,
    ...fields,
  };
};

/** The request in its next status, one revision on. */
export const withStatus = (request: RequestDoc, status: RequestStatus): RequestDoc => {
  const now = nowIso();
  return {
    ...request,
    status,
    updated: now,
    last_activity_at: now,
    revision_id: request.revision_id + 1,
  };
};

export const findRequest = (db: Db, id: string): RequestDoc | null => {
  const row = db.prepare('SELECT json FROM requests WHERE id = ?').get(id) as
    { json: string } | undefined;
  return row ? (JSON.parse(row.json) as RequestDoc) : null;
};

export const saveRequest = (db: Db, request: RequestDoc): void => {
  db.prepare(
    `INSERT INTO requests (id, number, type, status, created_by, topic_record, receiver_community,
       receiver_user, json, created, updated)
     VALUES (@id, @number, @type, @status, @created_by, @topic, @community, @user, @json, @created,
       @updated)
     ON CONFLICT(id) DO UPDATE SET status = excluded.status, json = excluded.json,
       receiver_community = excluded.receiver_community, updated = excluded.updated`,
  ).run({
    id: request.id,
    number: Number(request.number),
    type: request.type,
    status: request.status,
    created_by: request.created_by.user ?? null,
    topic: request.topic.record,
    community: request.receiver.community ?? null,
    user: request.receiver.user ?? null,
    json: JSON.stringify(request),
    created: request.created,
    updated: request.updated,
  });
};

export const deleteRequest = (db: Db, id: string): void => {
  db.prepare('DELETE FROM request_events WHERE request_id = ?').run(id);
  db.prepare('DELETE FROM requests WHERE id = ?').run(id);
};

/** The stored requests matching a condition on the indexed columns, newest first. */
export const requestsWhere = (
  db: Db,
  where: 'topic' | 'mine' | 'community',
  values: {
    recordIds?: string[];
    userId?: string;
    communityIds?: string[];
    /** An administrator's list has the requests addressed to no one too. */
    administrator?: boolean;
  },
): RequestDoc[] => {
  let rows: { json: string }[];
  if (where === 'community') {
    const ids = values.communityIds ?? [];
    if (ids.length === 0) return [];
    rows = db
      .prepare(
        `SELECT json FROM requests WHERE receiver_community IN (${ids.map(() => '?').join(', ')})
         ORDER BY created DESC`,
      )
      .all(...ids) as { json: string }[];
  } else if (where === 'topic') {
    const ids = values.recordIds ?? [];
    if (ids.length === 0) return [];
    rows = db
      .prepare(
        `SELECT json FROM requests WHERE topic_record IN (${ids.map(() => '?').join(', ')})
         ORDER BY created DESC`,
      )
      .all(...ids) as { json: string }[];
  } else {
    const communities = values.communityIds ?? [];
    const inCommunities = communities.length
      ? ` OR receiver_community IN (${communities.map(() => '?').join(', ')})`
      : '';
    const unaddressed = values.administrator
      ? ' OR (receiver_community IS NULL AND receiver_user IS NULL)'
      : '';
    rows = db
      .prepare(
        `SELECT json FROM requests WHERE created_by = ? OR receiver_user = ?${inCommunities}
         ${unaddressed} ORDER BY created DESC`,
      )
      .all(values.userId, values.userId, ...communities) as { json: string }[];
  }
  return rows.map((row) => JSON.parse(row.json) as RequestDoc);
};

export const addRequestEvent = (
  db: Db,
  requestId: string,
  event: Pick<RequestEventDoc, 'type' | 'payload' | 'created_by'>,
): RequestEventDoc => {
  const now = nowIso();
  const doc: RequestEventDoc = {
    id: newUuid(),
    ...event,
    created: now,
    updated: now,
    revision_id: 1,
  };
  db.prepare('INSERT INTO request_events (id, request_id, json, created) VALUES (?, ?, ?, ?)').run(
    doc.id,
    requestId,
    JSON.stringify(doc),
    now,
  );
  return doc;
};

/** Saves a request just accepted, with the 'accepted' entry of its timeline (by the system unless said). */
export const saveAccepted = (
  db: Db,
  accepted: RequestDoc,
  by: RequestEventDoc['created_by'] = { system: true },
): void => {
  saveRequest(db, accepted);
  addRequestEvent(db, accepted.id, {
    type: 'L',
    payload: { content: 'accepted this request', format: 'html', event: 'accepted' },
    created_by: by,
  });
};

export const requestEvents = (db: Db, requestId: string): RequestEventDoc[] =>
  (
    db
      .prepare('SELECT json FROM request_events WHERE request_id = ? ORDER BY created, rowid')
      .all(requestId) as { json: string }[]
  ).map((row) => JSON.parse(row.json) as RequestEventDoc);

const CURATING_ROLES = new Set(['owner', 'manager', 'curator']);

/**
 * Whether the user may accept or decline a request: its receiving user, the curators of its
 * community, and for one addressed to no one (a quota increase) the administrators, but not
 * its own creator.
 */
export const isReceiver = (db: Db, request: RequestDoc, userId: string | undefined): boolean => {
  if (!userId) return false;
  if (request.receiver.user) return request.receiver.user === userId;
  const community = request.receiver.community;
  if (!community) return !isCreator(request, userId) && isAdministrator(db, userId);
  return CURATING_ROLES.has(communityRole(db, community, userId) ?? '');
};

export const isCreator = (request: RequestDoc, userId: string | undefined): boolean =>
  !!userId && request.created_by.user === userId;

/**
 * The actions the caller may run now: `links.actions` is filtered
 * (docs/reference-server.md#how-it-answers).
 */
export const allowedActions = (db: Db, request: RequestDoc, identity: Identity): string[] => {
  const userId = identity.user?.id;
  if (request.status === 'created') return isCreator(request, userId) ? ['submit'] : [];
  if (request.status !== 'submitted') return [];
  return [
    ...(isReceiver(db, request, userId) ? ['accept', 'decline'] : []),
    ...(isCreator(request, userId) ? ['cancel'] : []),
  ];
};

/** The request as the API answers it, with the caller's actions; `next_html` on submit. */
export const requestJson = (
  db: Db,
  request: RequestDoc,
  urls: Urls,
  identity: Identity,
  extraLinks: { next_html?: string } = {},
) => {
  const self = `${urls.api}/requests/${request.id}`;
  const actions = Object.fromEntries(
    allowedActions(db, request, identity).map((action) => [action, `${self}/actions/${action}`]),
  );
  const shown: RequestDoc = { ...request };
  delete shown.guest_token;
  return {
    ...shown,
    is_open: request.status === 'submitted',
    is_closed: ['accepted', 'declined', 'cancelled', 'expired'].includes(request.status),
    is_expired: request.status === 'expired',
    links: {
      self,
      // A guest follows their request on its own page; everyone else on their dashboard.
      self_html:
        request.created_by.email && !identity.user
          ? `${urls.ui}/access/requests/${request.id}`
          : `${urls.ui}/me/requests/${request.id}`,
      comments: `${self}/comments`,
      timeline: `${self}/timeline`,
      actions,
      ...extraLinks,
    },
  };
};

export const requestEventJson = (event: RequestEventDoc, requestId: string, urls: Urls) => ({
  ...event,
  links: { self: `${urls.api}/requests/${requestId}/comments/${event.id}` },
});
