import type { ModuleExports } from '../../../src/standalone/importModule';

/** What each of the standalone build's entries is (rollup.config.mjs), from the sources. */
const SOURCES: Record<string, () => Promise<ModuleExports>> = {
  mount: () => import('../../../src/ui/mount'),
  'deposit-form': () => import('../../../src/widgets/deposit-form/public'),
  'file-uploader': () => import('../../../src/widgets/file-uploader/public'),
  'status-banner': () => import('../../../src/widgets/status-banner/public'),
  'community-header': () => import('../../../src/widgets/community-header/public'),
  'share-access': () => import('../../../src/widgets/share-access/public'),
  'new-version-button': () => import('../../../src/widgets/new-version-button/public'),
  'request-access': () => import('../../../src/widgets/request-access/public'),
};

/** The standalone script's module loader, in Jest: the entry's sources. */
export const importModule = (entry: string): Promise<ModuleExports> => {
  const source = SOURCES[entry];
  return source ? source() : Promise.reject(new Error(`no standalone module "${entry}"`));
};
