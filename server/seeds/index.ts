import type { ServerContext } from '../context';
import {
  seedDirectory,
  seedMissingSmallVocabularies,
  seedMissingTags,
  seedMissingTitles,
} from './directory';
import { seedRecords, storeSeedContents } from './records';

/**
 * Users, groups, communities and vocabularies first: the records refer to them. The files'
 * contents are stored before, the rows all in one transaction.
 */
export const seedDemoData = async (ctx: ServerContext): Promise<void> => {
  const contents = await storeSeedContents(ctx);
  ctx.db.transaction(() => {
    seedDirectory(ctx);
    seedRecords(ctx, contents);
  })();
};

/**
 * For a database seeded before: the vocabularies added to the demo since, the types whose
 * titles gained languages and those whose entries gained tags (none when current).
 */
export const seedNewVocabularies = (ctx: ServerContext): string[] =>
  ctx.db.transaction(() => [
    ...seedMissingSmallVocabularies(ctx.db),
    ...seedMissingTags(ctx.db),
    ...seedMissingTitles(ctx.db),
  ])();
