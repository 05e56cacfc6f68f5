import fc from 'fast-check';
import {
  EDITABLE_PATHS,
  localChanges,
  localChangesOnly,
  mergeDraft,
  resolveConflicts,
  withLocalChanges,
} from '../../../src/core/editor/mergeDraft';
import { sameValues } from '../../../src/core/editor/sameValues';
import type { EditorRecord, FormCreatibutor } from '../../../src/core/model';
import { anEditorRecord } from '../../factories/editorRecord';

const valueAt = (source: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value !== null && typeof value === 'object'
          ? (value as Record<string, unknown>)[key]
          : undefined,
      source,
    );

const person = (family_name: string, affiliation = ''): FormCreatibutor => ({
  person_or_org: { type: 'personal', family_name, given_name: '', name: family_name },
  affiliations: affiliation ? [{ name: affiliation }] : [],
});

const base = anEditorRecord({
  id: 'abc12-34567',
  revision_id: 3,
  status: 'draft',
  metadata: {
    title: 'Tides',
    version: 'v1',
    publisher: 'Repo',
    creators: [person('Ahn'), person('Berg'), person('Chen')],
  },
  custom_fields: { 'journal:journal': { title: 'J', volume: '1' } },
});

/** `record` with metadata (and other parts) replaced as given. */
const edited = (
  record: EditorRecord,
  changes: Partial<EditorRecord['metadata']>,
  rest: Partial<EditorRecord> = {},
): EditorRecord => ({ ...record, ...rest, metadata: { ...record.metadata, ...changes } });

describe('mergeDraft', () => {
  it.each<[string, EditorRecord, EditorRecord, Partial<EditorRecord['metadata']>, string[]]>([
    [
      'an untouched field takes the server’s value',
      base,
      edited(base, { publisher: 'Repo (normalised)' }),
      { publisher: 'Repo (normalised)', title: 'Tides' },
      [],
    ],
    [
      'a field typed since the request keeps the typed value',
      edited(base, { title: 'Tides of the North Sea' }),
      edited(base, { title: 'Tides' }),
      { title: 'Tides of the North Sea' },
      [],
    ],
    [
      'each side’s own field is kept',
      edited(base, { version: 'v2' }),
      edited(base, { title: 'Tides, from tab B' }),
      { title: 'Tides, from tab B', version: 'v2' },
      [],
    ],
    [
      'the same field changed to the same value is no conflict',
      edited(base, { title: 'Same' }),
      edited(base, { title: 'Same' }),
      { title: 'Same' },
      [],
    ],
    [
      'the same field changed differently is a conflict, the local value kept',
      edited(base, { title: 'Mine' }),
      edited(base, { title: 'Theirs' }),
      { title: 'Mine' },
      ['metadata.title'],
    ],
  ])('%s', (_, local, remote, expected, conflictPaths) => {
    const { merged, conflicts } = mergeDraft({ base, local, remote });
    expect(merged.metadata).toMatchObject(expected);
    expect(conflicts.map((conflict) => conflict.path)).toEqual(conflictPaths);
  });

  it('reports a conflict with both values', () => {
    const { conflicts } = mergeDraft({
      base,
      local: edited(base, { title: 'Mine' }),
      remote: edited(base, { title: 'Theirs' }),
    });
    expect(conflicts).toEqual([{ path: 'metadata.title', local: 'Mine', remote: 'Theirs' }]);
  });

  it('takes what only the server owns from the answer, whatever the form holds', () => {
    const remote: EditorRecord = {
      ...base,
      revision_id: 4,
      status: 'draft_with_review',
      links: { self: 'https://repo.test/api/records/abc12-34567/draft' },
      parent: { id: 'par01-23456' },
      versions: { index: 1 },
      files: { ...base.files, entries: { 'a.csv': { key: 'a.csv', size: 3 } } } as never,
    };
    const local = { ...base, status: 'stale' } as EditorRecord;
    const { merged } = mergeDraft({ base, local, remote });
    expect(merged).toMatchObject({
      revision_id: 4,
      status: 'draft_with_review',
      links: remote.links,
      parent: remote.parent,
      versions: remote.versions,
    });
    expect(merged.files).toEqual(remote.files);
  });

  it('treats the files switch and the default preview as the user’s', () => {
    const local = { ...base, files: { ...base.files, enabled: false, default_preview: 'b.png' } };
    const remote = { ...base, files: { ...base.files, entries: { x: 1 } } } as never;
    const { merged } = mergeDraft({ base, local, remote });
    expect(merged.files).toMatchObject({
      enabled: false,
      default_preview: 'b.png',
      entries: { x: 1 },
    });
  });

  it('merges nested objects key by key (custom fields, access)', () => {
    const local = {
      ...base,
      custom_fields: { 'journal:journal': { title: 'J', volume: '2' } },
    };
    const remote = {
      ...base,
      custom_fields: { 'journal:journal': { title: 'Journal of Tides', volume: '1' } },
      access: { ...base.access, embargo: { active: false, until: '', reason: 'normalised' } },
    } as EditorRecord;
    const { merged, conflicts } = mergeDraft({ base, local, remote });
    expect(merged.custom_fields).toEqual({
      'journal:journal': { title: 'Journal of Tides', volume: '2' },
    });
    expect(merged.access).toEqual(remote.access);
    expect(conflicts).toEqual([]);
  });

  it('keeps the local value of a field the server refused, and of a list with a refused row', () => {
    const local = edited(base, { title: 'ab', creators: [person('')] });
    const remote = edited(base, { title: '', creators: [] });
    const { merged } = mergeDraft({
      base: local,
      local,
      remote,
      keepLocal: ['metadata.title', 'metadata.creators.0.person_or_org.family_name'],
    });
    expect(merged.metadata.title).toBe('ab');
    expect(merged.metadata.creators).toEqual([person('')]);
  });

  describe('list rows (whole lists, never matched by position)', () => {
    const normalised = [person('Ahn', 'ROR A'), person('Berg', 'ROR B'), person('Chen', 'ROR C')];
    const answer = edited(base, { creators: normalised });

    it('a row deleted during the save stays deleted, and no value moves to another row', () => {
      const local = edited(base, { creators: [person('Ahn'), person('Chen')] });
      const { merged, conflicts } = mergeDraft({ base, local, remote: answer });
      expect(merged.metadata.creators).toEqual([person('Ahn'), person('Chen')]);
      expect(conflicts.map((conflict) => conflict.path)).toEqual(['metadata.creators']);
    });

    it('rows reordered during the save keep their order and their values', () => {
      const local = edited(base, { creators: [person('Chen'), person('Ahn'), person('Berg')] });
      const { merged } = mergeDraft({ base, local, remote: answer });
      expect(merged.metadata.creators.map((row) => row.person_or_org.family_name)).toEqual([
        'Chen',
        'Ahn',
        'Berg',
      ]);
    });

    it('an untouched list takes the server’s normalised rows', () => {
      const { merged } = mergeDraft({ base, local: base, remote: answer });
      expect(merged.metadata.creators).toEqual(normalised);
    });
  });

  it('never loses a local change and reports exactly the changed values both sides changed', () => {
    const edit = fc.record(
      {
        title: fc.string({ maxLength: 8 }),
        version: fc.string({ maxLength: 4 }),
        publisher: fc.string({ maxLength: 4 }),
        subjects: fc.array(fc.record({ subject: fc.string({ maxLength: 4 }) }), { maxLength: 3 }),
        dates: fc.array(
          fc.record({ date: fc.constantFrom('2020', '2021'), type: fc.constantFrom('created') }),
          { maxLength: 3 },
        ),
        access: fc.constantFrom('public', 'restricted'),
        volume: fc.string({ maxLength: 3 }),
      },
      { requiredKeys: [] },
    );
    const apply = (
      record: EditorRecord,
      change: Partial<Record<string, unknown>>,
    ): EditorRecord => {
      const { access, volume, ...metadata } = change;
      return {
        ...record,
        metadata: { ...record.metadata, ...(metadata as Partial<EditorRecord['metadata']>) },
        access:
          access === undefined
            ? record.access
            : { ...record.access, record: access as 'public' | 'restricted' },
        custom_fields:
          volume === undefined
            ? record.custom_fields
            : { 'journal:journal': { title: 'J', volume: volume as string } },
      };
    };
    fc.assert(
      fc.property(edit, edit, (localEdit, remoteEdit) => {
        const local = apply(base, localEdit);
        const remote = apply(base, remoteEdit);
        const { merged, conflicts } = mergeDraft({ base, local, remote });
        const changed = localChanges(base, local);
        for (const path of changed) {
          expect(sameValues(valueAt(merged, path), valueAt(local, path))).toBe(true);
        }
        for (const path of EDITABLE_PATHS) {
          if (sameValues(valueAt(local, path), valueAt(base, path))) {
            expect(sameValues(valueAt(merged, path), valueAt(remote, path))).toBe(true);
          }
        }
        const expected = changed.filter(
          (path) =>
            !sameValues(valueAt(remote, path), valueAt(base, path)) &&
            !sameValues(valueAt(remote, path), valueAt(local, path)),
        );
        expect(conflicts.map((conflict) => conflict.path)).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});

describe('localChanges, withLocalChanges and resolveConflicts', () => {
  it('lists the values changed since base, a list as one value', () => {
    const local = edited(base, { title: 'New', creators: [person('Ahn')] });
    expect(localChanges(base, local)).toEqual(['metadata.title', 'metadata.creators']);
    expect(localChanges(base, base)).toEqual([]);
  });

  it('puts only the changed values back onto a newer draft (a restore after reload)', () => {
    const stored = edited(base, { title: 'Typed offline', version: 'v1' });
    const newer = edited(base, { version: 'v7 (saved elsewhere)' }, { revision_id: 9 });
    const restored = withLocalChanges(newer, stored, ['metadata.title']);
    expect(restored.metadata).toMatchObject({
      title: 'Typed offline',
      version: 'v7 (saved elsewhere)',
    });
    expect(restored.revision_id).toBe(9);
  });

  it('keeps only the changed values, and they restore as the whole values would', () => {
    const local = edited(base, { title: 'Typed offline', creators: [person('Ahn')] });
    const changed = localChanges(base, local);
    const parts = localChangesOnly(local, changed);
    expect(parts).toEqual({
      metadata: { title: 'Typed offline', creators: [person('Ahn')] },
    });
    expect(withLocalChanges(base, parts, changed)).toEqual(withLocalChanges(base, local, changed));
  });

  it('takes the other value where the user chose it, and keeps theirs elsewhere', () => {
    const local = edited(base, { title: 'Mine', version: 'mine' });
    const conflicts = [
      { path: 'metadata.title', local: 'Mine', remote: 'Theirs' },
      { path: 'metadata.version', local: 'mine', remote: 'theirs' },
    ];
    const resolved = resolveConflicts(local, conflicts, { 'metadata.title': 'remote' });
    expect(resolved.metadata).toMatchObject({ title: 'Theirs', version: 'mine' });
  });
});
