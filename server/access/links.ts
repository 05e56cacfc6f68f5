import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import type { Db } from '../db/database';
import { HttpError, notFound, validationError } from '../http/errors';
import type { FieldError } from '../http/errors';
import { newSecret, newUuid, nowIso } from '../ids';
import { EXPIRATION_REQUIRED, linkExpirationRequired } from './linkExpiration';
import { bodyObject, isIsoDate, managedParent, todayIso } from './parentAccess';

/** A secret link as stored in `access_links`. */
export interface LinkRow {
  id: string;
  parent_id: string;
  token: string;
  permission: 'view' | 'preview' | 'edit';
  expires_at: string | null;
  description: string;
  created_at: string;
}

const PERMISSIONS = ['view', 'preview', 'edit'] as const;
const NO_LINK = 'No secret link found with the given ID.';

export const linkJson = (link: LinkRow) => ({
  id: link.id,
  token: link.token,
  created_at: link.created_at,
  expires_at: link.expires_at,
  permission: link.permission,
  description: link.description,
  origin: null,
});

export const linksOfParent = (db: Db, parentId: string): LinkRow[] =>
  db
    .prepare('SELECT * FROM access_links WHERE parent_id = ? ORDER BY created_at, rowid')
    .all(parentId) as LinkRow[];

/** Stores a new secret link of a parent, with a fresh token. */
export const createLink = (
  db: Db,
  parentId: string,
  fields: Pick<LinkRow, 'permission'> & Partial<Pick<LinkRow, 'expires_at' | 'description'>>,
): LinkRow => {
  const link: LinkRow = {
    id: newUuid(),
    parent_id: parentId,
    token: newSecret(32),
    permission: fields.permission,
    expires_at: fields.expires_at ?? null,
    description: fields.description ?? '',
    created_at: nowIso(),
  };
  db.prepare(
    `INSERT INTO access_links (id, parent_id, token, permission, expires_at, description,
       created_at) VALUES (@id, @parent_id, @token, @permission, @expires_at, @description,
       @created_at)`,
  ).run(link);
  return link;
};

export const findLinkById = (db: Db, linkId: string): LinkRow | null =>
  (db.prepare('SELECT * FROM access_links WHERE id = ?').get(linkId) as LinkRow | undefined) ??
  null;

const findLink = (db: Db, parentId: string, linkId: string): LinkRow => {
  const link = db
    .prepare('SELECT * FROM access_links WHERE id = ? AND parent_id = ?')
    .get(linkId, parentId) as LinkRow | undefined;
  if (!link) throw notFound(NO_LINK);
  return link;
};

/** The parts of a link body that were sent, checked; field errors are collected, not thrown. */
const readLinkFields = (body: Record<string, unknown>, errors: FieldError[]) => {
  const fields: Partial<Pick<LinkRow, 'permission' | 'expires_at' | 'description'>> = {};
  if ('permission' in body && body.permission !== null && body.permission !== undefined) {
    if (PERMISSIONS.includes(body.permission as LinkRow['permission'])) {
      fields.permission = body.permission as LinkRow['permission'];
    } else {
      errors.push({ field: 'permission', messages: ['Must be one of: view, preview, edit.'] });
    }
  }
  if ('expires_at' in body && body.expires_at !== undefined) {
    const value = body.expires_at;
    // A date-time is accepted as its date: expiry is per day.
    const date = typeof value === 'string' ? value.slice(0, 10) : value;
    // As InvenioRDM: a link that never expires leaves the key out; null is refused.
    if (value === null) errors.push({ field: 'expires_at', messages: ['Field may not be null.'] });
    else if (typeof date !== 'string' || !isIsoDate(date)) {
      errors.push({ field: 'expires_at', messages: ['Not a valid date.'] });
    } else if (date <= todayIso()) {
      errors.push({ field: 'expires_at', messages: ['Expiration date must be set to the future'] });
    } else fields.expires_at = date;
  }
  if ('description' in body && body.description !== null && body.description !== undefined) {
    if (typeof body.description === 'string') fields.description = body.description;
    else errors.push({ field: 'description', messages: ['Not a valid string.'] });
  }
  return fields;
};

/**
 * Where links must expire, InvenioRDM refuses any body without a date, a change of permission
 * or description too (unless an error on the date was found already).
 */
const requireExpiry = (fields: { expires_at?: string | null }, errors: FieldError[]) => {
  if (!fields.expires_at && !errors.some((error) => error.field === 'expires_at')) {
    errors.push({ field: 'expires_at', messages: [EXPIRATION_REQUIRED] });
  }
};

export const linkRoutes = (app: FastifyInstance, { db, options }: ServerContext): void => {
  const base = '/api/records/:id/access/links';
  const expiryRequired = linkExpirationRequired(options);
  type One = { Params: { id: string; linkId: string } };

  app.get<{ Params: { id: string } }>(base, async (request) => {
    const parent = managedParent(db, request, request.params.id);
    const hits = linksOfParent(db, parent.id).map(linkJson);
    return { hits: { hits, total: hits.length } };
  });

  app.post<{ Params: { id: string } }>(base, async (request, reply) => {
    const parent = managedParent(db, request, request.params.id);
    const errors: FieldError[] = [];
    const fields = readLinkFields(bodyObject(request), errors);
    if (expiryRequired) requireExpiry(fields, errors);
    if (!fields.permission && !errors.some((error) => error.field === 'permission')) {
      errors.push({ field: 'permission', messages: ['An access permission level is required'] });
    }
    if (errors.length > 0 || !fields.permission) throw validationError(errors);
    const link = createLink(db, parent.id, { ...fields, permission: fields.permission });
    return reply.code(201).send(linkJson(link));
  });

  app.get<One>(`${base}/:linkId`, async (request) => {
    const parent = managedParent(db, request, request.params.id);
    return linkJson(findLink(db, parent.id, request.params.linkId));
  });

  app.patch<One>(`${base}/:linkId`, async (request) => {
    const parent = managedParent(db, request, request.params.id);
    const link = findLink(db, parent.id, request.params.linkId);
    const errors: FieldError[] = [];
    const fields = readLinkFields(bodyObject(request), errors);
    if (expiryRequired) requireExpiry(fields, errors);
    // An expiring link may expire sooner, never later or not at all.
    const postpones =
      fields.expires_at !== undefined &&
      link.expires_at !== null &&
      (fields.expires_at === null || fields.expires_at > link.expires_at);
    if (postpones && !errors.some((error) => error.field === 'expires_at')) {
      errors.push({ field: 'expires_at', messages: ['Cannot postpone expiration of links'] });
    }
    if (errors.length > 0) throw validationError(errors);
    const updated: LinkRow = { ...link, ...fields };
    db.prepare(
      'UPDATE access_links SET permission = ?, expires_at = ?, description = ? WHERE id = ?',
    ).run(updated.permission, updated.expires_at, updated.description, link.id);
    return linkJson(updated);
  });

  app.put<One>(`${base}/:linkId`, async () => {
    throw new HttpError(405, 'The method is not allowed for the requested URL.');
  });

  app.delete<One>(`${base}/:linkId`, async (request, reply) => {
    const parent = managedParent(db, request, request.params.id);
    const link = findLink(db, parent.id, request.params.linkId);
    db.prepare('DELETE FROM access_links WHERE id = ?').run(link.id);
    return reply.code(204).send();
  });
};
