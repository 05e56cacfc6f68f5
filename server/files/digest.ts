import { createHash } from 'node:crypto';

/** The size and MD5 (`md5:<hex>`, as InvenioRDM writes checksums) of some bytes, read once. */
export const digestOf = async (
  source: AsyncIterable<Buffer | string>,
): Promise<{ size: number; checksum: string }> => {
  const hash = createHash('md5');
  let size = 0;
  for await (const chunk of source) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    hash.update(buffer);
    size += buffer.length;
  }
  return { size, checksum: `md5:${hash.digest('hex')}` };
};
