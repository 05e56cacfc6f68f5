import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TEST_ONLY_ROUTE } from '../auth/csrf';
import type { User } from '../auth/identity';
import { findUserById } from '../auth/users';
import type { ServerContext } from '../context';
import type { Db } from '../db/database';
import { HttpError, badRequest, forbidden, validationError } from '../http/errors';
import type { FieldError } from '../http/errors';
import { urlsFor } from '../http/urls';
import { escapeHtml } from '../pages/html';
import type { ParentDoc } from '../parentDoc';
import { canReadFiles, recordFor } from '../records/access';
import type { RecordRow } from '../records/model';
import {
  addRequestEvent,
  newRequestDoc,
  requestJson,
  requestsWhere,
  saveRequest,
} from '../requests/store';
import { USER_ACCESS_REQUEST } from './acceptAccessRequest';
import { countAccessRequest } from './accessRequestLimits';
import { ownerNoticeMail, verificationMail } from './accessRequestMails';
import {
  createGuestAccessToken,
  deleteGuestAccessToken,
  expireGuestAccessTokens,
} from './guestAccessTokens';
import { bodyObject } from './parentAccess';

const GUEST_ANSWER = { message: 'Verification link sent out, please check your e-mail inbox' };
/**
 * One '@', and a domain of dot-separated labels: no two parts of the pattern can take the same
 * characters, so a long hostile address is refused in linear time.
 */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const NOT_SENT = 'The confirmation e-mail could not be sent. Try again later.';

export interface AccessRequestBody {
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

/** A `user-access-request` to the owner, already submitted; the message is its first comment. */
const createUserRequest = (
  db: Db,
  user: User,
  record: RecordRow,
  parent: ParentDoc,
  body: AccessRequestBody,
) => {
  const doc = newRequestDoc(db, {
    type: USER_ACCESS_REQUEST,
    title: String(record.doc.metadata.title ?? record.id),
    status: 'submitted',
    created_by: { user: user.id },
    receiver: { user: parent.access.owned_by.user },
    topic: { record: record.id },
    payload: {
      permission: 'view',
      consent_to_share_personal_data: String(body.consent),
    },
  });
  db.transaction(() => {
    saveRequest(db, doc);
    if (body.message) {
      addRequestEvent(db, doc.id, {
        type: 'C',
        // The message is plain text, kept as typed: as the comment's HTML it is escaped.
        payload: { content: escapeHtml(body.message), format: 'html' },
        created_by: { user: user.id },
      });
    }
  })();
  return doc;
};

const openRequestOf = (db: Db, user: User, record: RecordRow) =>
  requestsWhere(db, 'topic', { recordIds: [record.id] }).find(
    (existing) =>
      existing.type === USER_ACCESS_REQUEST &&
      existing.status === 'submitted' &&
      existing.created_by.user === user.id,
  );

/**
 * Record access requests (docs/reference-server.md#access-requests). A logged-in user asking
 * with their own address gets a request to the owner at once; anyone else first confirms their
 * address from an e-mailed link (`/access/requests/confirm`), which creates the request.
 */
export const accessRequestRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  const { db } = ctx;

  app.post<{ Params: { id: string } }>(
    '/api/records/:id/access/request',
    async (request, reply) => {
      // Anyone who can read the record's metadata may ask (404/403 as reading it would).
      const { record, parent, level } = recordFor(db, request.identity, request.params.id);
      const user = request.identity.user;
      const body = readBody(request, user);
      const { settings } = parent.access;
      const { ui } = urlsFor(request);
      const title = String(record.doc.metadata.title ?? record.id);
      const asUser =
        user !== null &&
        (body.email === '' || body.email.toLowerCase() === user.email.toLowerCase());
      if (!asUser) {
        if (!settings.allow_guest_requests) throw forbidden();
        countAccessRequest(db, request, reply, body.email);
        const token = createGuestAccessToken(db, {
          record_id: record.id,
          email: body.email,
          full_name: body.fullName || (user?.fullName ?? ''),
          message: body.message,
          consent: String(body.consent),
        });
        const confirmUrl = `${ui}/access/requests/confirm?${new URLSearchParams({
          access_request_token: token.token,
        })}`;
        try {
          await ctx.mailer.send(verificationMail(body.email, title, confirmUrl));
        } catch {
          deleteGuestAccessToken(db, token.token);
          throw new HttpError(503, NOT_SENT);
        }
        return GUEST_ANSWER;
      }
      if (!settings.allow_user_requests) throw forbidden();
      if (canReadFiles(record.doc.access, level)) {
        throw new HttpError(403, 'You already have access to files of this record.');
      }
      const open = openRequestOf(db, user, record);
      if (open) throw badRequest(`Identical access requests already exist: ${open.id}`);
      countAccessRequest(db, request, reply, user.email);
      const doc = createUserRequest(db, user, record, parent, body);
      const owner = findUserById(db, parent.access.owned_by.user);
      if (owner) {
        const requester = {
          name: user.fullName || user.username,
          email: user.email,
          consent: body.consent,
        };
        const mail = ownerNoticeMail(
          owner.email,
          title,
          requester,
          body.message,
          `${ui}/me/requests/${doc.id}`,
        );
        // The request stands even when its notice cannot be sent: the owner's dashboard lists it.
        await ctx.mailer
          .send(mail)
          .catch((error: unknown) => request.log.warn({ err: error }, 'owner notice not sent'));
      }
      return requestJson(db, doc, urlsFor(request), request.identity);
    },
  );

  // Tests only (`RDM_TEST_FAULTS=1`): a browser test cannot wait six hours for a link to expire.
  if (ctx.options.faults) {
    app.post('/__faults/access-request-tokens/expire', TEST_ONLY_ROUTE, async (request, reply) => {
      expireGuestAccessTokens(db, String(bodyObject(request).email ?? ''));
      return reply.code(204).send();
    });
  }
};
