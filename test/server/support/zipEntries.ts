import { fromBufferPromise } from 'yauzl';

/** One file of a zip, as its central directory lists it, with its bytes. */
export interface ZipEntry {
  name: string;
  size: number;
  /** 0: stored, 8: deflated. */
  compressionMethod: number;
  bytes: Buffer;
}

/** Reads a whole zip with yauzl (which checks each entry's size and CRC as it reads). */
export const zipEntries = async (zip: Buffer): Promise<ZipEntry[]> => {
  const file = await fromBufferPromise(zip, { lazyEntries: true });
  const entries: ZipEntry[] = [];
  for await (const entry of file.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await file.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    entries.push({
      name: entry.fileName,
      size: entry.uncompressedSize,
      compressionMethod: entry.compressionMethod,
      bytes: Buffer.concat(chunks),
    });
  }
  return entries;
};
