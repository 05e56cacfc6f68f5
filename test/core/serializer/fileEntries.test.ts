import {
  findFileByName,
  serverFileToEditorEntry,
  serverFilesToEditorEntries,
} from '../../../src/core/serializer';

const links = { self: 'https://repo.test/api/records/x/draft/files/a.csv' };

describe('serverFileToEditorEntry', () => {
  it.each([
    [10, 'finished', 100, 10],
    [0, 'finished', 100, 0],
    [undefined, 'pending', 0, 0],
    [null, 'pending', 0, 0],
    [-1, 'pending', 0, 0],
  ] as const)('size %p -> %s, %i%%', (size, status, progressPercentage, shownSize) => {
    expect(serverFileToEditorEntry({ key: 'a.csv', size, links })).toEqual({
      name: 'a.csv',
      size: shownSize,
      links,
      status,
      progressPercentage,
    });
  });

  it('counts a file the server calls pending as pending, whatever its size (announced in parts)', () => {
    const entry = serverFileToEditorEntry({ key: 'a.csv', status: 'pending', size: 10, links });
    expect(entry).toEqual(expect.objectContaining({ status: 'pending', size: 0 }));
    const done = serverFileToEditorEntry({ key: 'a.csv', status: 'completed', size: 10, links });
    expect(done).toEqual(expect.objectContaining({ status: 'finished', size: 10 }));
  });

  it('keeps the checksum', () => {
    const entry = serverFileToEditorEntry({ key: 'a.csv', size: 1, checksum: 'md5:aa', links });
    expect(entry.checksum).toBe('md5:aa');
  });
});

describe('serverFilesToEditorEntries', () => {
  it("reads a draft's entries keyed by name, in the server's order", () => {
    const entries = serverFilesToEditorEntries({
      enabled: true,
      order: ['b.txt', 'a.csv'],
      entries: {
        'a.csv': { key: 'a.csv', size: 3, links },
        'b.txt': { key: 'b.txt', links: {} },
        'c.bin': { key: 'c.bin', size: 1, links: {} },
      },
    });
    expect(entries.map(({ name, status }) => [name, status])).toEqual([
      ['b.txt', 'pending'],
      ['a.csv', 'finished'],
      ['c.bin', 'finished'],
    ]);
  });

  it('reads a files-list answer and a bare list', () => {
    const list = [{ key: 'a.csv', size: 3, links }];
    expect(serverFilesToEditorEntries({ enabled: true, entries: list })).toHaveLength(1);
    expect(serverFilesToEditorEntries(list)[0]?.name).toBe('a.csv');
  });

  it('skips junk and entries without a name', () => {
    expect(
      serverFilesToEditorEntries({ entries: [null, 'x', { size: 3 }, { key: '' }, { key: 'ok' }] }),
    ).toEqual([{ name: 'ok', size: 0, links: {}, status: 'pending', progressPercentage: 0 }]);
    expect(serverFilesToEditorEntries(undefined)).toEqual([]);
    expect(serverFilesToEditorEntries({ entries: 'junk' })).toEqual([]);
  });

  it('reads the files of a record whose files the caller may not read as none', () => {
    // InvenioRDM then dumps `files` with `enabled` alone (its `read_files` field permission).
    expect(serverFilesToEditorEntries({ enabled: true })).toEqual([]);
  });
});

describe('findFileByName', () => {
  const entries = [{ name: 'caf\u00e9.txt' }, { name: 'Data.csv' }];

  it('matches a decomposed name against the precomposed one', () => {
    expect(findFileByName(entries, 'cafe\u0301.txt')).toBe(entries[0]);
  });

  it('matches a precomposed name against a decomposed one', () => {
    expect(findFileByName([{ name: 'cafe\u0301.txt' }], 'caf\u00e9.txt')).toEqual({
      name: 'cafe\u0301.txt',
    });
  });

  it('is case-sensitive', () => {
    expect(findFileByName(entries, 'data.csv')).toBeUndefined();
    expect(findFileByName(entries, 'Data.csv')).toBe(entries[1]);
  });

  it('finds nothing in an empty list', () => {
    expect(findFileByName([], 'a')).toBeUndefined();
  });
});
