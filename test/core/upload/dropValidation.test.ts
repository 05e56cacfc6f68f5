import { MAX_STORAGE_MESSAGE, validateDrop, type DropWarning } from '../../../src/core/upload';

const item = (name: string, size = 10) => ({ name, size });

/** The warning as the user reads it in English: the text with its values put in. */
const shown = (warning: DropWarning | undefined) =>
  warning?.message.replace(/{{(\w+)}}/g, (_, key: string) => String(warning.values?.[key]));

describe('validateDrop', () => {
  it('accepts a drop within the limits, keeping the dropped items themselves', () => {
    const file = new File(['abc'], 'a.txt');
    const result = validateDrop({ existing: [item('old.csv')], dropped: [file] });
    expect(result.accepted[0]).toBe(file);
    expect(result.warnings).toEqual([]);
  });

  it('refuses the whole drop when the count would exceed the maximum (default 5)', () => {
    const existing = [item('1'), item('2'), item('3')];
    const result = validateDrop({ existing, dropped: [item('4'), item('5'), item('6')] });
    expect(result.accepted).toEqual([]);
    expect(result.warnings.map((warning) => warning.kind)).toEqual(['maxFiles']);
    expect(shown(result.warnings[0])).toBe(
      'Uploading the selected files would result in 6 files (max.5)',
    );
    expect(validateDrop({ existing, dropped: [item('4'), item('5')] }).accepted).toHaveLength(2);
    expect(
      shown(
        validateDrop({ existing: [], dropped: [item('a'), item('b')], maxFiles: 1 }).warnings[0],
      ),
    ).toBe('Uploading the selected files would result in 2 files (max.1)');
  });

  it('refuses the whole drop when the size would exceed the maximum (default 10^10 bytes)', () => {
    const result = validateDrop({
      existing: [item('old', 6 * 10 ** 9)],
      dropped: [item('new', 5 * 10 ** 9)],
    });
    expect(result.accepted).toEqual([]);
    expect(result.warnings.map((warning) => warning.kind)).toEqual(['maxStorage']);
    expect(shown(result.warnings[0])).toBe(
      'Uploading the selected files would result in 11000000000 but the limit is 10000000000',
    );
  });

  it('gives the sizes as byte counts, for the widget to write in the user’s language', () => {
    const result = validateDrop({
      existing: [item('a', 600)],
      dropped: [item('b', 500)],
      maxStorage: 999,
    });
    expect(result.warnings).toEqual([
      {
        kind: 'maxStorage',
        message: MAX_STORAGE_MESSAGE,
        values: { total: 1100, limit: 999 },
        sizes: ['total', 'limit'],
      },
    ]);
  });

  it('skips names already present (NFC) and lists them under one warning', () => {
    const result = validateDrop({
      existing: [item('café.txt'), item('b.txt')],
      dropped: [item('cafe\u0301.txt'), item('new.txt'), item('b.txt'), item('B.TXT')],
    });
    expect(result.accepted.map(({ name }) => name)).toEqual(['new.txt', 'B.TXT']);
    expect(result.warnings).toEqual([
      {
        kind: 'duplicates',
        message: 'The following files already exist',
        names: ['cafe\u0301.txt', 'b.txt'],
      },
    ]);
  });

  it('skips a name dropped twice in the same drop', () => {
    const result = validateDrop({ existing: [], dropped: [item('a'), item('a', 20)] });
    expect(result.accepted).toEqual([item('a')]);
    expect(result.warnings[0]?.names).toEqual(['a']);
  });

  it('keeps empty files by default and skips them with a warning when not allowed', () => {
    const dropped = [item('empty', 0), item('full')];
    expect(validateDrop({ existing: [], dropped })).toEqual({ accepted: dropped, warnings: [] });
    expect(validateDrop({ existing: [], dropped, allowEmptyFiles: false })).toEqual({
      accepted: [item('full')],
      warnings: [{ kind: 'empty', message: 'Empty files were skipped.' }],
    });
  });

  it('removes duplicates and empty files before checking the limits on what remains', () => {
    const existing = [item('1'), item('2'), item('3'), item('4')];
    const result = validateDrop({
      existing,
      dropped: [item('1'), item('empty', 0), item('5')],
      allowEmptyFiles: false,
    });
    expect(result.accepted).toEqual([item('5')]);
    expect(result.warnings.map(({ kind }) => kind)).toEqual(['duplicates', 'empty']);

    const refused = validateDrop({ existing, dropped: [item('1'), item('5'), item('6')] });
    expect(refused.accepted).toEqual([]);
    expect(refused.warnings.map(({ kind }) => kind)).toEqual(['duplicates', 'maxFiles']);
  });

  it('gives no limit warning for a drop of nothing but duplicates', () => {
    const existing = [item('1'), item('2'), item('3'), item('4'), item('5')];
    const result = validateDrop({ existing, dropped: [item('1')] });
    expect(result.warnings.map(({ kind }) => kind)).toEqual(['duplicates']);
  });
});

describe('validateDrop with the files of folders (named by relative path)', () => {
  it('skips and lists a file whose path the draft already has; the rest of the folder goes', () => {
    const result = validateDrop({
      existing: [item('data/a.csv')],
      dropped: [item('data/a.csv'), item('data/b.csv')],
    });
    expect(result.accepted).toEqual([item('data/b.csv')]);
    expect(result.warnings).toEqual([
      { kind: 'duplicates', message: 'The following files already exist', names: ['data/a.csv'] },
    ]);
  });

  it('skips and lists files that would sit where a file is, or where a folder is (NFC)', () => {
    const result = validateDrop({
      existing: [item('data'), item('café/notes.txt')],
      dropped: [item('data/a.csv'), item('cafe\u0301'), item('raw/a.csv'), item('raw'), item('x')],
    });
    expect(result.accepted).toEqual([item('raw/a.csv'), item('x')]);
    expect(result.warnings).toEqual([
      {
        kind: 'folderClashes',
        message: 'The following files would clash with a file or folder of the same name',
        names: ['data/a.csv', 'cafe\u0301', 'raw'],
      },
    ]);
  });

  it('leaves out the OS files of folders unsaid and skips their hidden files with a list', () => {
    const dropped = [
      item('data/.DS_Store'),
      item('data/sub/Thumbs.db'),
      item('data/desktop.ini'),
      item('data/a.csv'),
      item('data/.git/HEAD'),
      item('data/.env'),
      item('.config/app.json'),
      item('.gitignore'),
      item('Thumbs.db'),
    ];
    const result = validateDrop({ existing: [], dropped, maxFiles: 10 });
    expect(result.accepted.map(({ name }) => name)).toEqual([
      'data/a.csv',
      '.config/app.json',
      '.gitignore',
      'Thumbs.db',
    ]);
    expect(result.warnings).toEqual([
      {
        kind: 'hidden',
        message: 'Hidden files in the folders were skipped',
        names: ['data/.git/HEAD', 'data/.env'],
      },
    ]);
  });

  it('counts the files of a folder against the quota as any others, after the skipped ones', () => {
    const existing = [item('old.csv', 50)];
    const folder = [item('d/.DS_Store'), item('d/.env'), item('d/1'), item('d/2'), item('d/3')];
    expect(validateDrop({ existing, dropped: folder, maxFiles: 4 }).accepted).toHaveLength(3);
    const overCount = validateDrop({ existing, dropped: folder, maxFiles: 3 });
    expect(overCount.accepted).toEqual([]);
    expect(overCount.warnings.map(({ kind }) => kind)).toEqual(['hidden', 'maxFiles']);
    expect(shown(overCount.warnings[1])).toBe(
      'Uploading the selected files would result in 4 files (max.3)',
    );
    const overSize = validateDrop({ existing, dropped: folder, maxStorage: 79 });
    expect(overSize.accepted).toEqual([]);
    expect(overSize.warnings.map(({ kind }) => kind)).toEqual(['hidden', 'maxStorage']);
    expect(overSize.warnings[1]?.values).toEqual({ total: 80, limit: 79 });
  });
});
