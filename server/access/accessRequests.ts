import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../auth/identity';
import { atLeast } from '../auth/permissions';
import type { ServerContext } from '../context';
import { nextCounter } from '../db/database';
import type { Db } from '../db/database';
import { HttpError, badRequest, forbidden, validationError } from '../http/errors';
import type { FieldError } from '../http/errors';
import { urlsFor } from '../http/urls';
import { newUuid, nowIso } from '../ids';
import type { ParentDoc } from '../parent';
import { recordFor } from '../records/access';
import type { RecordRow } from '../records/model';
import { addRequestEvent, requestJson, requestsWhere, saveRequest } from '../requests/store';
import type { RequestDoc } from '../requests/store';
import { USER_ACCESS_REQUEST } from './acceptAccessRequest';
import { bodyObject } from './parentAccess';
import { sanitizeHtml } from './sanitize';

const GUEST_ANSWER = { message: 'Verification link sent out, please check your e-mail inbox' };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The counter request numbers come from (shared with the other request types). */
const REQUEST_COUNTER = 'requests';

interface AccessRequestBody {
  email: string;
  fullName: string;
  message: string;
  consent: boolean;
}

const readBody = (request: FastifyRequest, user: User | null): AccessRequestBody => {
  const body = bodyObject(request);
  const errors: FieldError[] = [];
  const text = (field: string): string => {
    const value = body[field];
    if (value === undefined || value === null) return '';
    if (typeof value === 'string') return value.trim();
    errors.push({ field, messages: ['Not a valid string.'] });
    return '';
  };
  const email = text('email');
  const fullName = text('full_name');
  const message = text('message');
  // Guests must say who they are; a logged-in user may rely on the account.
  if (!user && email === '')
    errors.push({ field: 'email', messages: ['Missing data for required field.'] });
  if (email !== '' && !EMAIL.test(email))
    errors.push({ field: 'email', messages: ['Not a valid email address.'] });
  if (!user && fullName === '') {
    errors.push({ field: 'full_name', messages: ['Missing data for required field.'] });
  }
  if (errors.length > 0) throw validationError(errors);
  const consent = String(body.consent_to_share_personal_data ?? 'false') === 'true';
  return { email, fullName, message, consent };
};

const hasFileAccess = (record: RecordRow, level: ReturnType<typeof recordFor>['level']) =>
  atLeast(level, 'view') ||
  (record.doc.access.files === 'public' && !record.doc.access.embargo?.active);

/** A `user-access-request` to the owner, already submitted; the message is its first comment. */
const createUserRequest = (
  db: Db,
  user: User,
  record: RecordRow,
  parent: ParentDoc,
  body: AccessRequestBody,
) => {
  const open = requestsWhere(db, 'topic', { recordIds: [record.id] }).find(
    (existing) =>
      existing.type === USER_ACCESS_REQUEST &&
      existing.status === 'submitted' &&
      existing.created_by.user === user.id,
  );
  if (open) throw badRequest(`Identical access requests already exist: ${open.id}`);
  const now = nowIso();
  const doc: RequestDoc & { payload: Record<string, unknown> } = {
    id: newUuid(),
    number: String(nextCounter(db, REQUEST_COUNTER)),
    type: USER_ACCESS_REQUEST,
    title: String(record.doc.metadata.title ?? record.id),
    description: null,
    status: 'submitted',
    created_by: { user: user.id },
    receiver: { user: parent.access.owned_by.user },
    topic: { record: record.id },
    expires_at: null,
    created: now,
    updated: now,
    last_activity_at: now,
    revision_id: 1,
    payload: {
      permission: 'view',
      consent_to_share_personal_data: String(body.consent),
    },
  };
  saveRequest(db, doc);
  if (body.message) {
    addRequestEvent(db, doc.id, {
      type: 'C',
      payload: { content: sanitizeHtml(body.message), format: 'html' },
      created_by: { user: user.id },
    });
  }
  return doc;
};

export const accessRequestRoutes = (app: FastifyInstance, { db }: ServerContext): void => {
  app.post<{ Params: { id: string } }>('/api/records/:id/access/request', async (request) => {
    // Anyone who can read the record's metadata may ask (404/403 as reading it would).
    const { record, parent, level } = recordFor(db, request.identity, request.params.id);
    const user = request.identity.user;
    const body = readBody(request, user);
    const { settings } = parent.access;
    const asUser =
      user !== null && (body.email === '' || body.email.toLowerCase() === user.email.toLowerCase());
    if (!asUser) {
      // Guests (or a different address) get an e-mail to verify first: the demo sends none.
      if (!settings.allow_guest_requests) throw forbidden();
      return GUEST_ANSWER;
    }
    if (!settings.allow_user_requests) throw forbidden();
    if (hasFileAccess(record, level)) {
      throw new HttpError(403, 'You already have access to files of this record.');
    }
    const doc = createUserRequest(db, user, record, parent, body);
    return requestJson(db, doc, urlsFor(request), request.identity);
  });
};
