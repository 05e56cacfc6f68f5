import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The newest modification time of any file below `dir`. */
const newestChange = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const path = join(dir, entry.name);
    const time = entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs;
    return Math.max(newest, time);
  }, 0);

/**
 * Whether the library's browser bundle is missing or older than its sources, or the build
 * stopped before its last step (build/staticFiles.mjs, which the pages' files come from).
 */
export const libraryBuildIsStale = (rootDir: string): boolean => {
  const bundle = join(rootDir, 'dist', 'rdm-widgets.standalone.js');
  if (!existsSync(bundle) || !existsSync(join(rootDir, 'dist', 'static-hashes.json'))) return true;
  return newestChange(join(rootDir, 'src')) > statSync(bundle).mtimeMs;
};
