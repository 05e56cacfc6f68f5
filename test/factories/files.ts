import type { ServerFileEntry, ServerFilesList } from '../../src/core/model';
import { API } from './draft';

const filesOf = (draftId: string) => `${API}/records/${draftId}/draft/files`;

const fileLinks = (key: string, draftId: string): ServerFileEntry['links'] => {
  const self = `${filesOf(draftId)}/${encodeURIComponent(key)}`;
  return { self, content: `${self}/content`, commit: `${self}/commit` };
};

/** A committed file entry as the server returns it; override any part. */
export const aServerFile = (
  key = 'data.csv',
  overrides: Partial<ServerFileEntry> = {},
  draftId = 'abc12-34567',
): ServerFileEntry => ({
  key,
  status: 'completed',
  size: 124,
  checksum: 'md5:55ec1e2c7c7b6b5b7c0e9a1b2f3d4e5f',
  mimetype: 'text/csv',
  links: fileLinks(key, draftId),
  ...overrides,
});

/** A file just initialised: no size or checksum yet. */
export const aPendingServerFile = (key = 'data.csv', draftId = 'abc12-34567'): ServerFileEntry => ({
  key,
  status: 'pending',
  links: fileLinks(key, draftId),
});

/** The files list answer of a draft. */
export const aFilesList = (
  entries: ServerFileEntry[] = [],
  draftId = 'abc12-34567',
): ServerFilesList => ({
  enabled: true,
  default_preview: null,
  order: [],
  entries,
  links: { self: filesOf(draftId) },
});
