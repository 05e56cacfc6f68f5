import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { validationError } from '../http/errors';
import type { FieldError } from '../http/errors';
import type { ParentDoc } from '../parentDoc';
import { saveParent } from '../parentStore';
import { recordOrDraftJson } from '../records/documents';
import { bodyObject, managedParent } from './parentAccess';
import { sanitizeHtml } from './sanitize';

type Settings = ParentDoc['access']['settings'];

const MAX_EXPIRATION_DAYS = 365;
const CONDITIONS_MAX_LENGTH = 10000;

/**
 * `PUT /access` replaces the settings: missing keys take their defaults
 * (docs/reference-server.md#how-it-answers).
 */
const readSettings = (body: Record<string, unknown>): Settings => {
  const errors: FieldError[] = [];
  const flag = (field: 'allow_user_requests' | 'allow_guest_requests'): boolean => {
    const value = body[field];
    if (value === undefined || value === null) return false;
    if (typeof value === 'boolean') return value;
    errors.push({ field, messages: ['Not a valid boolean.'] });
    return false;
  };
  const settings: Settings = {
    allow_user_requests: flag('allow_user_requests'),
    allow_guest_requests: flag('allow_guest_requests'),
    accept_conditions_text: null,
    secret_link_expiration: 0,
  };
  const text = body.accept_conditions_text;
  if (typeof text === 'string') {
    if (text.length > CONDITIONS_MAX_LENGTH) {
      errors.push({
        field: 'accept_conditions_text',
        messages: [`Longer than maximum length ${CONDITIONS_MAX_LENGTH}.`],
      });
    }
    settings.accept_conditions_text = text.trim() === '' ? null : sanitizeHtml(text);
  } else if (text !== undefined && text !== null) {
    errors.push({ field: 'accept_conditions_text', messages: ['Not a valid string.'] });
  }
  const days = body.secret_link_expiration;
  // The form holds days as text; whole numbers written as text are fine too.
  const number = typeof days === 'string' && /^\d+$/.test(days.trim()) ? Number(days) : days;
  if (number === undefined || number === null || number === '') {
    settings.secret_link_expiration = 0;
  } else if (!Number.isInteger(number)) {
    errors.push({ field: 'secret_link_expiration', messages: ['Not a valid integer.'] });
  } else if ((number as number) < 0 || (number as number) > MAX_EXPIRATION_DAYS) {
    errors.push({
      field: 'secret_link_expiration',
      messages: [
        `Must be greater than or equal to 0 and less than or equal to ${MAX_EXPIRATION_DAYS}.`,
      ],
    });
  } else settings.secret_link_expiration = number as number;
  if (errors.length > 0) throw validationError(errors);
  return settings;
};

export const settingsRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  app.put<{ Params: { id: string } }>('/api/records/:id/access', async (request) => {
    const parent = managedParent(ctx.db, request, request.params.id);
    parent.access.settings = readSettings(bodyObject(request));
    saveParent(ctx.db, parent);
    return recordOrDraftJson(ctx, request, request.params.id);
  });
};
