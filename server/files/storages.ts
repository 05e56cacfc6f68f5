import { join } from 'node:path';
import type { ServerOptions } from '../options';
import type { ContentStorage } from './contentStorage';
import { localContentStorage } from './localContentStorage';
import { localMultipartStorage } from './localMultipartStorage';
import type { MultipartStorage } from './multipartStorage';
import { s3ClientFor } from './s3Client';
import { s3ContentStorage } from './s3ContentStorage';
import { s3MultipartStorage } from './s3MultipartStorage';

/** The contents' and the uploads' storages, which go together; `close` ends their connections. */
export interface Storages {
  contents: ContentStorage;
  multipart: MultipartStorage;
  close(): void;
}

/**
 * The S3 bucket of `options.s3`, else the data dir's `files/` and `uploads/`
 * (docs/reference-server.md#storage).
 */
export const storagesFor = (options: ServerOptions): Storages => {
  if (options.s3) {
    const client = s3ClientFor(options.s3);
    return {
      contents: s3ContentStorage(client, options.s3),
      multipart: s3MultipartStorage(client, options.s3),
      close: () => client.destroy(),
    };
  }
  const filesDir = join(options.dataDir, 'files');
  return {
    contents: localContentStorage(filesDir),
    multipart: localMultipartStorage(join(options.dataDir, 'uploads'), filesDir),
    close: () => undefined,
  };
};
