import type { Db } from '../db/database';
import { groupIdsOf } from './users';

/** InvenioRDM's administration role, as the demo's `administration` group. */
const ADMINISTRATION_GROUP = 'administration';

/** Whether the user is a repository administrator (acts on requests addressed to no one). */
export const isAdministrator = (db: Db, userId: string | undefined): boolean =>
  !!userId && groupIdsOf(db, userId).includes(ADMINISTRATION_GROUP);
