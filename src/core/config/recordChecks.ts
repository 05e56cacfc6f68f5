import { isPlainObject } from './parsed';
import { all, eachValue, fields, must, required, type Rule } from './schema';

/**
 * The checks of the record parts several widgets read: its links and its owner. Apart from the
 * reader (recordJson.ts), which widgets that check nothing of these load alone.
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

const NOT_A_URL = 'must be a URL string';

const url = required(
  must(NOT_A_URL, (value) => typeof value === 'string'),
  NOT_A_URL,
);

/** The links the widgets follow must be URLs; other links may hold anything. */
export const followedLinks = all(
  eachValue(url, isFollowed),
  fields({ actions: must('must be an object of URLs', isPlainObject) }),
);

/** Is the owner a user reference (`{user}`), as every version but the oldest gives it? */
const isOwner = (value: unknown) => isPlainObject(value) && value.user !== undefined;

/**
 * The parent's owner (`parent.access.owned_by`) is one `{user}` object since
 * invenio-rdm-records 4.9; older answers (and older docs) give a list of them. The first of a
 * list is the owner.
 */
export const owner: Rule = must(
  'must be an object with a user',
  (value) => isOwner(value) || (Array.isArray(value) && value.every(isOwner)),
);
