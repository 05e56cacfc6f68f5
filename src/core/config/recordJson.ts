import { recordStatus } from '../rules/recordStatus';
import { isPlainObject } from './parsed';

/**
 * A tolerant reader of record JSON from any InvenioRDM version (v12 to v14): the widgets check
 * only what they use (recordChecks.ts) and pass everything else through untouched, since each
 * version adds keys (`links.thumbnails`, an object, since v13) and older ones lack some
 * (`status`).
 */

/** The record JSON with one owner object and a status; nothing else changes. */
export const normaliseRecordJson = <T extends Record<string, unknown>>(raw: T): T => {
  const parent = isPlainObject(raw.parent) ? raw.parent : undefined;
  const access = isPlainObject(parent?.access) ? parent.access : undefined;
  const owners = access?.owned_by;
  const withOwner =
    parent && access && Array.isArray(owners)
      ? { ...raw, parent: { ...parent, access: { ...access, owned_by: owners[0] } } }
      : raw;
  return typeof raw.status === 'string' ? withOwner : { ...withOwner, status: recordStatus(raw) };
};
