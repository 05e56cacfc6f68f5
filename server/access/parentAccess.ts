import type { FastifyRequest } from 'fastify';
import { atLeast, levelOn } from '../auth/permissions';
import type { Db } from '../db/database';
import { badRequest, forbidden, notFound } from '../http/errors';
import type { ParentDoc } from '../parentDoc';
import { loadParentOf } from '../parentStore';

/**
 * The parent a draft or record id addresses, for a caller with manage permission (every
 * sharing endpoint needs it). Unknown id → 404, anyone else → 403.
 */
export const managedParent = (db: Db, request: FastifyRequest, recordId: string): ParentDoc => {
  const parent = loadParentOf(db, recordId);
  if (!parent) throw notFound();
  if (!atLeast(levelOn(db, request.identity, parent), 'manage')) throw forbidden();
  return parent;
};

/** The request body as an object; anything else is refused before field validation. */
export const bodyObject = (request: FastifyRequest): Record<string, unknown> => {
  const body = request.body;
  if (body === undefined || body === null || body === '') return {};
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('Invalid request body: a JSON object is expected.');
  }
  return body as Record<string, unknown>;
};

/** Today as `YYYY-MM-DD` (UTC): link expiry dates are compared with it. */
export const todayIso = (): string => new Date().toISOString().slice(0, 10);

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a string is a real calendar date in `YYYY-MM-DD` form. */
export const isIsoDate = (value: string): boolean => {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
