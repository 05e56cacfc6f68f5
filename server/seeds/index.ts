import type { ServerContext } from '../context';
import { seedDirectory, seedMissingSmallVocabularies } from './directory';
import { seedRecords } from './records';

/** Users, groups, communities and vocabularies first: the records refer to them. */
export const seedDemoData = (ctx: ServerContext): void => {
  ctx.db.transaction(() => {
    seedDirectory(ctx);
    seedRecords(ctx);
  })();
};

/** For a database seeded before: the vocabularies added to the demo since (none when current). */
export const seedNewVocabularies = (ctx: ServerContext): string[] =>
  ctx.db.transaction(() => seedMissingSmallVocabularies(ctx.db))();
