import { createReadStream, type ReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { contentPath } from './storage';
import type { FileRow } from './store';

/**
 * The `files-archive` zip of some files, streamed from their contents as it is read (never
 * written anywhere first): entries named by key and stored uncompressed, as InvenioRDM's
 * (invenio-records-resources `read_archive`). Files without content (pending) are left out.
 * A content that cannot be read ends the stream with an error; a reader that goes away stops
 * the file being read.
 */
export const filesArchive = (filesDir: string, rows: FileRow[]): Readable => {
  const zip = new ZipFile();
  let reading: ReadStream | undefined;
  for (const row of rows) {
    const { storage_path: storagePath } = row;
    if (row.status !== 'completed' || !storagePath) continue;
    const options = { compress: false, size: row.size ?? 0, mtime: new Date(row.updated) };
    zip.addReadStreamLazy(row.key, options, (done) => {
      reading = createReadStream(contentPath(filesDir, storagePath));
      // yazl does not listen for errors of the streams it is given.
      reading.on('error', (error) => zip.emit('error', error));
      done(null, reading);
    });
  }
  zip.end();
  const output = zip.outputStream as Readable;
  zip.on('error', (error: Error) => output.destroy(error));
  output.on('close', () => reading?.destroy());
  return output;
};
