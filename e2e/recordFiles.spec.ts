import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { zipEntries } from '../test/server/support/zipEntries';
import { expect, test } from './support/test';

/** A published record's page, as any visitor sees it: its files and their zip. */

interface FileListing {
  entries: { key: string; size: number; checksum: string }[];
}

test(
  'Download all gives a zip whose files are the record’s, byte for byte',
  { tag: '@s3' },
  async ({ page, request }) => {
    const search = await request.get('/api/records?q=Urban%20tree%20inventory');
    const id = ((await search.json()) as { hits: { hits: { id: string }[] } }).hits.hits[0]?.id;
    if (!id) throw new Error('the seeded published record is missing');
    const listing = (await (await request.get(`/api/records/${id}/files`)).json()) as FileListing;
    expect(listing.entries.length).toBeGreaterThan(1);

    await page.goto(`/records/${id}`);
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download all' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${id}.zip`);

    const zipped = await zipEntries(await readFile(await download.path()));
    expect(
      zipped.map(({ name, bytes }) => ({
        key: name,
        size: bytes.length,
        checksum: `md5:${createHash('md5').update(bytes).digest('hex')}`,
      })),
    ).toEqual(listing.entries.map(({ key, size, checksum }) => ({ key, size, checksum })));
  },
);
