import { findCommunity } from '../communities/store';
import { runChecks } from '../communities/checks';
import type { Db } from '../db/database';
import type { FieldError } from '../http/errors';
import { loadParent } from '../parentStore';
import { reviewOf } from './access';
import type { DraftRow } from './model';

/**
 * The curation check results of a draft: the rules of every community it is addressed to
 * (its review's receiver) or already in, run on the draft as the API shows its content.
 */
export const draftCheckErrors = (db: Db, draft: DraftRow): FieldError[] => {
  const parent = loadParent(db, draft.parentId);
  if (!parent) return [];
  const receiver = reviewOf(db, parent)?.receiver.community;
  const ids = new Set([...(receiver ? [receiver] : []), ...parent.communities.ids]);
  const { metadata, custom_fields, access, pids, files } = draft.doc;
  const shown = { metadata, custom_fields, access, pids, files };
  return [...ids].flatMap((id) => runChecks(findCommunity(db, id)?.checks ?? [], shown));
};

/** A save's own validation errors followed by the draft's check results (read and save answers). */
export const withCheckErrors = (db: Db, draft: DraftRow, errors: FieldError[] = []) => [
  ...errors,
  ...draftCheckErrors(db, draft),
];
