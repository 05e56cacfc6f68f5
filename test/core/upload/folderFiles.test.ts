import { keyedByRelativePath, relativePathOf } from '../../../src/core/upload';

/** A file as file-selector or a folder input hands it over. */
const selected = (name: string, paths: Record<string, string>, content = 'a,b\n') => {
  const file = new File([content], name, { type: 'text/csv', lastModified: 1_700_000_000_000 });
  for (const [key, value] of Object.entries(paths)) Object.defineProperty(file, key, { value });
  return file;
};

/** jsdom's Blob has no text(). */
const textOf = (blob: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

describe('relativePathOf', () => {
  it.each([
    ['a folder drop (file-selector)', { relativePath: '/data/raw/a.csv' }, 'data/raw/a.csv'],
    ['a folder input', { webkitRelativePath: 'data/raw/a.csv' }, 'data/raw/a.csv'],
    ['a file dropped alone', { relativePath: '/a.csv' }, 'a.csv'],
    ['a file chosen alone', { relativePath: './a.csv' }, 'a.csv'],
    ['a file with no path', {}, 'a.csv'],
    [
      'Electron, whose path is the full one',
      { path: '/home/ada/a.csv', relativePath: './a.csv' },
      'a.csv',
    ],
  ])('reads %s', (_label, paths, expected) => {
    expect(relativePathOf(selected('a.csv', paths))).toBe(expected);
  });
});

describe('keyedByRelativePath', () => {
  it('answers a file that came alone as it is', () => {
    const file = selected('a.csv', { relativePath: './a.csv' });
    expect(keyedByRelativePath(file)).toBe(file);
  });

  it('names a file of a folder by its relative path, with the same bytes, type and date', async () => {
    const file = selected('a.csv', { relativePath: '/data/raw/a.csv' }, 'station,level\n');
    const keyed = keyedByRelativePath(file);
    expect(keyed).toBeInstanceOf(File);
    expect(keyed.name).toBe('data/raw/a.csv');
    expect(keyed).toMatchObject({
      size: file.size,
      type: 'text/csv',
      lastModified: file.lastModified,
    });
    expect(await textOf(keyed)).toBe('station,level\n');
    expect(file.name).toBe('a.csv');
  });
});
