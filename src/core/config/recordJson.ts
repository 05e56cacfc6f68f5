import { recordStatus } from '../rules/recordStatus';
import { isPlainObject, type InputProblem } from './parsed';

/**
 * A tolerant reader of record JSON from any InvenioRDM version (v12 to v14): it checks only what
 * the widgets use and passes everything else through untouched, since each version adds keys
 * (`links.thumbnails`, an object, since v13) and older ones lack some (`status`).
 */

/** The links the widgets follow: each must be a URL when present. */
const FOLLOWED_LINKS = [
  'self',
  'self_html',
  'publish',
  'review',
  'submit-review',
  'files',
  'record',
  'record_html',
  'preview_html',
  'latest_html',
  'versions',
  'access',
  'access_links',
  'access_users',
  'access_groups',
  'access_grants',
];

const isFollowed = (key: string) => FOLLOWED_LINKS.includes(key) || key.startsWith('reserve_');

/** Problems with the links the widgets follow; other links may hold anything. */
export const followedLinkProblems = (path: string, links: Record<string, unknown>) => {
  const problems: InputProblem[] = Object.entries(links)
    .filter(([key, value]) => isFollowed(key) && typeof value !== 'string')
    .map(([key]) => ({ field: `${path}.${key}`, message: 'must be a URL string' }));
  if (links.actions !== undefined && !isPlainObject(links.actions)) {
    problems.push({ field: `${path}.actions`, message: 'must be an object of URLs' });
  }
  return problems;
};

/** Is the owner a user reference (`{user}`), as every version but the oldest gives it? */
const isOwner = (value: unknown) => isPlainObject(value) && value.user !== undefined;

/**
 * The parent's owner is one `{user}` object since invenio-rdm-records 4.9; older answers (and
 * older docs) give a list of them. The first of a list is the owner.
 */
export const ownerProblems = (path: string, parent: unknown): InputProblem[] => {
  const access = isPlainObject(parent) ? parent.access : undefined;
  const owner = isPlainObject(access) ? access.owned_by : undefined;
  if (owner === undefined || isOwner(owner)) return [];
  if (Array.isArray(owner) && owner.every(isOwner)) return [];
  return [{ field: `${path}.access.owned_by`, message: 'must be an object with a user' }];
};

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
