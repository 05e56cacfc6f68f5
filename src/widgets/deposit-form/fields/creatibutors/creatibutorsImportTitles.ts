import type { CreatibutorKind } from './creatibutorFormValues';

/** The import's button and its modal's title. */
export const IMPORT_TITLES: Record<CreatibutorKind, string> = {
  creators: 'Import creators from file',
  contributors: 'Import contributors from file',
};
