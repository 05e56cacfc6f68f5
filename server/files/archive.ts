import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { ContentStorage } from './contentStorage';
import type { FileRow } from './store';

/**
 * The `files-archive` zip of some files, streamed from their contents as it is read (never
 * written anywhere first): entries named by key and stored uncompressed, as InvenioRDM's
 * (invenio-records-resources `read_archive`). Files without content (pending) are left out.
 * A content that cannot be read ends the stream with an error; a reader that goes away stops
 * the file being read.
 */
export const filesArchive = (contents: ContentStorage, rows: FileRow[]): Readable => {
  const zip = new ZipFile();
  let reading: Readable | undefined;
  for (const row of rows) {
    const { storage_path: storagePath } = row;
    if (row.status !== 'completed' || !storagePath) continue;
    const options = { compress: false, size: row.size ?? 0, mtime: new Date(row.updated) };
    zip.addReadStreamLazy(row.key, options, (done) => {
      contents.read(storagePath).then(
        (stream) => {
          // The reader may have gone while the storage answered.
          if (output.destroyed) return void stream.destroy();
          reading = stream;
          // yazl does not listen for errors of the streams it is given.
          stream.on('error', (error) => zip.emit('error', error));
          done(null, stream);
        },
        (error: unknown) => zip.emit('error', error),
      );
    });
  }
  zip.end();
  const output = zip.outputStream as Readable;
  zip.on('error', (error: Error) => output.destroy(error));
  output.on('close', () => reading?.destroy());
  return output;
};
