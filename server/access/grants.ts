import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GrantPermission } from '../../src/core/model';
import { findUserById, userJson } from '../auth/users';
import type { ServerContext } from '../context';
import type { Db } from '../db/database';
import { badRequest, notFound, validationError } from '../http/errors';
import type { FieldError } from '../http/errors';
import { urlsFor } from '../http/urls';
import type { ParentDoc, StoredGrant } from '../parentDoc';
import { saveParent } from '../parentStore';
import { findGroup, groupJson } from '../users/store';
import { readQueryValue } from '../vocabularies/search';
import { bodyObject, managedParent } from './parentAccess';

const PERMISSIONS: readonly GrantPermission[] = ['view', 'preview', 'edit', 'manage'];
const MAX_GRANTS = 100;
const NO_SUCH_SUBJECT = 'Could not find the specified subject.';

const wantsExpand = (request: FastifyRequest): boolean =>
  ['1', 'true'].includes(readQueryValue(request.query as Record<string, unknown>, 'expand'));

/** The subject's user or group JSON, for `expanded.subject`. */
const expandedSubject = (db: Db, request: FastifyRequest, grant: StoredGrant) => {
  const api = urlsFor(request).api;
  if (grant.subject.type === 'user') {
    const user = findUserById(db, grant.subject.id);
    return user ? userJson(user, api, request.identity.user?.id) : { id: grant.subject.id };
  }
  const group = findGroup(db, grant.subject.id);
  return group ? groupJson(group, api) : { id: grant.subject.id };
};

/** A grant as the API answers it; `id` is its list index on `/grants`, the subject id else. */
const grantJson = (
  db: Db,
  request: FastifyRequest,
  grant: StoredGrant,
  id: number | string,
  expand = wantsExpand(request),
) => ({
  id,
  subject: grant.subject,
  permission: grant.permission,
  origin: grant.origin ?? null,
  ...(expand ? { expanded: { subject: expandedSubject(db, request, grant) } } : {}),
});

const readPermission = (value: unknown, field: string, errors: FieldError[]) => {
  if (value === undefined || value === null) {
    errors.push({ field, messages: ['Missing data for required field.'] });
  } else if (!PERMISSIONS.includes(value as GrantPermission)) {
    errors.push({ field, messages: ['Must be one of: view, preview, edit, manage.'] });
  } else return value as GrantPermission;
  return null;
};

/** A subject others may grant to: an existing user with a public profile, or a group. */
const subjectExists = (db: Db, subject: StoredGrant['subject']): boolean => {
  if (subject.type === 'user') return findUserById(db, subject.id)?.publicProfile === true;
  return findGroup(db, subject.id) !== null;
};

const sameSubject = (a: StoredGrant['subject'], b: StoredGrant['subject']) =>
  a.type === b.type && a.id === b.id;

/** Checks `{grants: [...]}`; the whole batch is refused when any grant is wrong. */
const readNewGrants = (db: Db, parent: ParentDoc, body: Record<string, unknown>) => {
  const list = body.grants;
  if (!Array.isArray(list) || list.length < 1 || list.length > MAX_GRANTS) {
    throw validationError([
      { field: 'grants', messages: [`Length must be between 1 and ${MAX_GRANTS}.`] },
    ]);
  }
  const errors: FieldError[] = [];
  const grants: StoredGrant[] = [];
  list.forEach((raw: unknown) => {
    const item = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const subject = (
      item.subject && typeof item.subject === 'object' ? item.subject : {}
    ) as Record<string, unknown>;
    const permission = readPermission(item.permission, 'permission', errors);
    const type = subject.type;
    const id = typeof subject.id === 'number' ? String(subject.id) : subject.id;
    if (type !== 'user' && type !== 'role') {
      // No system roles in the demo: they could not be resolved either.
      const known = type === 'system_role';
      errors.push(
        known
          ? { field: 'subject.id', messages: [NO_SUCH_SUBJECT] }
          : { field: 'subject.type', messages: ['Must be one of: user, role, system_role.'] },
      );
      return;
    }
    if (typeof id !== 'string' || id === '' || !subjectExists(db, { type, id })) {
      errors.push({ field: 'subject.id', messages: [NO_SUCH_SUBJECT] });
      return;
    }
    if (permission) {
      const origin = typeof item.origin === 'string' ? item.origin : null;
      grants.push({ subject: { type, id }, permission, origin });
    }
  });
  if (errors.length > 0) throw validationError(errors);
  const taken = [...parent.access.grants];
  for (const grant of grants) {
    if (taken.some((existing) => sameSubject(existing.subject, grant.subject))) {
      throw badRequest('Grant for this user/role already exists within this record.');
    }
    taken.push(grant);
  }
  return grants;
};

export const grantRoutes = (app: FastifyInstance, { db }: ServerContext): void => {
  const base = '/api/records/:id/access';
  type ById = { Params: { id: string } };
  type One = { Params: { id: string; grantId: string } };

  app.get<ById>(`${base}/grants`, async (request) => {
    const parent = managedParent(db, request, request.params.id);
    const hits = parent.access.grants.map((grant, index) => grantJson(db, request, grant, index));
    return { hits: { hits, total: hits.length } };
  });

  app.post<ById>(`${base}/grants`, async (request, reply) => {
    const parent = managedParent(db, request, request.params.id);
    const added = readNewGrants(db, parent, bodyObject(request));
    const first = parent.access.grants.length;
    // `notify`/`message` would e-mail the subjects: the demo has no mail, so nothing to do.
    parent.access.grants.push(...added);
    saveParent(db, parent);
    const hits = added.map((grant, offset) => grantJson(db, request, grant, first + offset));
    return reply.code(201).send({ hits: { hits, total: hits.length } });
  });

  /** The grant at `/grants/{index}`, or 404. */
  const grantAt = (parent: ParentDoc, grantId: string): number => {
    const index = /^\d+$/.test(grantId) ? Number(grantId) : -1;
    if (index < 0 || index >= parent.access.grants.length) {
      throw notFound('No grant found with the given ID.');
    }
    return index;
  };

  app.get<One>(`${base}/grants/:grantId`, async (request) => {
    const parent = managedParent(db, request, request.params.id);
    const index = grantAt(parent, request.params.grantId);
    return grantJson(db, request, parent.access.grants[index]!, index);
  });

  for (const method of ['put', 'patch'] as const) {
    app[method]<One>(`${base}/grants/:grantId`, async (request) => {
      const parent = managedParent(db, request, request.params.id);
      const index = grantAt(parent, request.params.grantId);
      return grantJson(db, request, changePermission(db, request, parent, index), index);
    });
  }

  app.delete<One>(`${base}/grants/:grantId`, async (request, reply) => {
    const parent = managedParent(db, request, request.params.id);
    parent.access.grants.splice(grantAt(parent, request.params.grantId), 1);
    saveParent(db, parent);
    return reply.code(204).send();
  });

  subjectRoutes(app, db, 'users', 'user', 'No grant found by given user id.');
  subjectRoutes(app, db, 'groups', 'role', 'No grant found by given group id.');
};

/** Sets the grant at `index` to the permission the request body asks for, and stores it. */
const changePermission = (
  db: Db,
  request: FastifyRequest,
  parent: ParentDoc,
  index: number,
): StoredGrant => {
  const errors: FieldError[] = [];
  const permission = readPermission(bodyObject(request).permission, 'permission', errors);
  if (!permission) throw validationError(errors);
  const grant = { ...parent.access.grants[index]!, permission };
  parent.access.grants[index] = grant;
  saveParent(db, parent);
  return grant;
};

/** `/access/users` and `/access/groups`: the grants of one subject type, by subject id. */
const subjectRoutes = (
  app: FastifyInstance,
  db: Db,
  path: string,
  type: StoredGrant['subject']['type'],
  missing: string,
): void => {
  const base = `/api/records/:id/access/${path}`;
  type One = { Params: { id: string; subjectId: string } };

  const indexOf = (parent: ParentDoc, subjectId: string): number => {
    const index = parent.access.grants.findIndex((grant) =>
      sameSubject(grant.subject, { type, id: subjectId }),
    );
    if (index < 0) throw notFound(missing);
    return index;
  };

  app.get<{ Params: { id: string } }>(base, async (request) => {
    const parent = managedParent(db, request, request.params.id);
    const hits = parent.access.grants
      .filter((grant) => grant.subject.type === type)
      .map((grant) => grantJson(db, request, grant, grant.subject.id));
    return { hits: { hits, total: hits.length } };
  });

  app.get<One>(`${base}/:subjectId`, async (request) => {
    const parent = managedParent(db, request, request.params.id);
    const grant = parent.access.grants[indexOf(parent, request.params.subjectId)]!;
    return grantJson(db, request, grant, grant.subject.id);
  });

  app.patch<One>(`${base}/:subjectId`, async (request) => {
    const parent = managedParent(db, request, request.params.id);
    const grant = changePermission(db, request, parent, indexOf(parent, request.params.subjectId));
    return grantJson(db, request, grant, grant.subject.id, true);
  });

  app.delete<One>(`${base}/:subjectId`, async (request, reply) => {
    const parent = managedParent(db, request, request.params.id);
    parent.access.grants.splice(indexOf(parent, request.params.subjectId), 1);
    saveParent(db, parent);
    return reply.code(204).send();
  });
};
