import type { ServerContext } from '../context';
import { seedDirectory } from './directory';
import { seedRecords } from './records';

/** Users, groups, communities and vocabularies first: the records refer to them. */
export const seedDemoData = (ctx: ServerContext): void => {
  ctx.db.transaction(() => {
    seedDirectory(ctx);
    seedRecords(ctx);
  })();
};
