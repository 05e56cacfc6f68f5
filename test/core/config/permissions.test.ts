import { parsePermissions } from '../../../src/core/config';

describe('parsePermissions', () => {
  it('takes absent permissions as none, and keeps the flags given', () => {
    expect(parsePermissions(undefined)).toEqual({ ok: true, value: {} });
    expect(parsePermissions({ can_edit: true, can_manage: false })).toEqual({
      ok: true,
      value: { can_edit: true, can_manage: false },
    });
  });

  it.each([
    [null, 'permissions must be a JSON object'],
    [['can_edit'], 'permissions must be a JSON object'],
    [{ can_edit: 'yes' }, 'permissions.can_edit must be true or false, got a string'],
    [{ can_manage: 1 }, 'permissions.can_manage must be true or false, got 1'],
  ])('names what is wrong with %j', (raw, text) => {
    const result = parsePermissions(raw);
    expect(result.ok ? [] : result.problems.map((p) => `${p.field} ${p.message}`)).toEqual([text]);
  });

  it('names the problems by the path it is given', () => {
    expect(parsePermissions({ can_edit: 0 }, 'props.permissions')).toEqual({
      ok: false,
      problems: [{ field: 'props.permissions.can_edit', message: 'must be true or false, got 0' }],
    });
  });
});
