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
    [{ links: { actions: 'cancel' } }, 'record.links.actions must be an object of URLs'],
    [{ links: { reserve_doi: {} } }, 'record.links.reserve_doi must be a URL string'],
    [
      { parent: { access: { owned_by: 'alice' } } },
      'record.parent.access.owned_by must be an object with a user',
    ],
    [
      { parent: { access: { owned_by: [{ user: 7 }, 'bob'] } } },
      'record.parent.access.owned_by must be an object with a user',
    ],
    [{ status: 7 }, 'record.status must be a string, got 7'],
    [{ custom_fields: 'x' }, 'record.custom_fields must be an object, got a string'],
    [{ access: 'open' }, 'record.access must be an object, got a string'],
    [{ access: { embargo: true } }, 'record.access.embargo must be an object, got true'],
    [{ files: [] }, 'record.files must be an object, got an array'],
    [{ pids: null }, 'record.pids must be an object, got null'],
    [{ parent: 3 }, 'record.parent must be an object, got 3'],
    [{ links: 'x' }, 'record.links must be an object, got a string'],
    [{ links: { 'submit-review': null } }, 'record.links.submit-review must be a URL string'],
  ])('names the bad field of %j', (raw, text) => {
    const result = parseDraftRecord(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problems.map((problem) => `${problem.field} ${problem.message}`)).toContain(
        text,
      );
    }
  });

  it.each([undefined, null, 'draft', []])(
    'refuses %p as a whole, by the path it is given',
    (raw) => {
      expect(parseDraftRecord(raw, 'props.record')).toEqual({
        ok: false,
        problems: [{ field: 'props.record', message: 'must be a JSON object' }],
      });
    },
  );

  it('passes through links it does not follow, whatever they hold (v13 thumbnails)', () => {
    const links = {
      self: '/api/records/abc12-34567/draft',
      thumbnails: { '10': '/thumbs/10.png', '250': '/thumbs/250.png' },
      iiif_base: '/api/iiif/record:abc12-34567',
      future: 3,
    };
    const result = parseDraftRecord({ id: 'abc12-34567', status: 'draft', links });
    expect(result.ok && result.value.links).toEqual(links);
  });

  it('takes the first owner of a list (answers before invenio-rdm-records 4.9)', () => {
    const parent = { id: 'p1', access: { owned_by: [{ user: 7 }, { user: 8 }] } };
    const result = parseDraftRecord({ id: 'abc12-34567', status: 'draft', parent });
    expect(result.ok && result.value.parent).toEqual({
      id: 'p1',
      access: { owned_by: { user: 7 } },
    });
  });

  it.each([
    [{ is_published: true, is_draft: false }, 'published'],
    [{ is_published: true, is_draft: true }, 'published'],
    [{ is_published: false, is_draft: true }, 'draft'],
    [{ is_published: false, is_draft: true, versions: { index: 2 } }, 'new_version_draft'],
    [{ is_draft: true, parent: { review: { status: 'created' } } }, 'draft_with_review'],
    [{ is_draft: true, parent: { review: { status: 'submitted' } } }, 'in_review'],
    [{ is_draft: true, parent: { review: { status: 'declined' } } }, 'declined'],
    [{ is_draft: true, parent: { review: { status: 'expired' } } }, 'expired'],
    [
      { is_draft: true, versions: { index: 3 }, parent: { review: { status: 'created' } } },
      'new_version_draft_with_review',
    ],
    [{}, undefined],
  ])('derives a missing status from %j: %p', (raw, status) => {
    const result = parseDraftRecord(raw);
    expect(result.ok && result.value.status).toBe(status);
  });

  it('keeps the status the server gave', () => {
    const result = parseDraftRecord({ status: 'in_review', is_draft: true });
    expect(result.ok && result.value.status).toBe('in_review');
  });
});
