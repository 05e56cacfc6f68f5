import { parseDraftRecord } from '../../../src/core/config';

describe('parseDraftRecord', () => {
  it('turns {} into a new draft with the server defaults', () => {
    expect(parseDraftRecord({})).toEqual({
      ok: true,
      value: {
        metadata: {},
        custom_fields: {},
        pids: {},
        links: {},
        access: { record: 'public', files: 'public' },
        files: { enabled: true },
      },
    });
  });

  it('keeps what the server sent', () => {
    const record = {
      id: 'abc12-34567',
      status: 'draft',
      metadata: { title: 'Ocean data' },
      access: { record: 'restricted', files: 'restricted', embargo: { active: false } },
      files: { enabled: false },
      links: { self: '/api/records/abc12-34567/draft', actions: { cancel: '/x' }, thumbnails: {} },
    };
    const result = parseDraftRecord(record);
    expect(result.ok && result.value).toEqual(expect.objectContaining(record));
  });

  it.each([
    [{ id: '' }, 'record.id must be a non-empty string, got a string'],
    [{ metadata: [] }, 'record.metadata must be an object, got an array'],
    [
      { access: { record: 'secret' } },
      'record.access.record must be one of public, restricted, got a string',
    ],
    [
      { access: { files: null } },
      'record.access.files must be one of public, restricted, got null',
    ],
    [{ files: { enabled: 'yes' } }, 'record.files.enabled must be true or false, got a string'],
    [{ links: { self: 42 } }, 'record.links.self must be a URL string'],
    [{ links: { actions: 'cancel' } }, 'record.links.actions must be a URL string'],
  ])('names the bad field of %j', (raw, text) => {
    const result = parseDraftRecord(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problems.map((problem) => `${problem.field} ${problem.message}`)).toContain(
        text,
      );
    }
  });
});
