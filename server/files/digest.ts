import { createHash } from 'node:crypto';

/** The size and MD5 (`md5:<hex>`, as InvenioRDM writes checksums) of some bytes. */
export interface Digest {
  size: number;
  checksum: string;
}

/**
 * The bytes of `source` passed on as Buffers, counted and hashed on the way, so a content is
 * stored and digested in one read; `digest()` answers once they have all been taken.
 */
export const digesting = (source: AsyncIterable<Buffer | string>) => {
  const hash = createHash('md5');
  let size = 0;
  async function* chunks(): AsyncGenerator<Buffer> {
    for await (const chunk of source) {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      hash.update(buffer);
      size += buffer.length;
      yield buffer;
    }
  }
  return {
    chunks: chunks(),
    digest: (): Digest => ({ size, checksum: `md5:${hash.digest('hex')}` }),
  };
};

/** The digest of some bytes, read once and kept nowhere. */
export const digestOf = async (source: AsyncIterable<Buffer | string>): Promise<Digest> => {
  const tap = digesting(source);
  while (!(await tap.chunks.next()).done) continue;
  return tap.digest();
};
