import type { Identity } from '../auth/identity';
import type { Db } from '../db/database';
import { badRequest, notFound } from '../http/errors';
import { draftFor } from '../records/access';
import { findFile, type FileRow } from './store';

export const noFile = (id: string, key: string) => notFound(`Record '${id}' has no file '${key}'.`);

/** The draft for a file call (review level, as updating the draft). */
export const draftForFiles = (db: Db, identity: Identity, id: string) =>
  draftFor(db, identity, id, 'review');

/** A draft file the caller may change, or 404. */
export const draftFile = (db: Db, identity: Identity, id: string, key: string): FileRow => {
  draftForFiles(db, identity, id);
  const row = findFile(db, id, 'draft', key);
  if (!row) throw noFile(id, key);
  return row;
};

/** A pending draft file the caller may change; refuses a committed one. */
export const pendingFile = (db: Db, identity: Identity, id: string, key: string): FileRow => {
  const row = draftFile(db, identity, id, key);
  if (row.status === 'completed') {
    throw badRequest(`File ${key} is already committed: delete it to upload it again.`);
  }
  return row;
};
