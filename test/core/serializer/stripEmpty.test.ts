import { stripEmpty } from '../../../src/core/serializer';

describe('stripEmpty', () => {
  it.each([null, undefined, '', [], {}, [null, '', {}, []], { a: { b: [{}] }, c: null }])(
    'leaves nothing of %p',
    (value) => {
      expect(stripEmpty(value)).toBeUndefined();
    },
  );

  it('keeps false and 0, in objects and in lists', () => {
    expect(stripEmpty({ enabled: false, index: 0, flags: [false, 0, null, ''] })).toEqual({
      enabled: false,
      index: 0,
      flags: [false, 0],
    });
  });

  it('removes nested empties and the containers they leave empty', () => {
    expect(
      stripEmpty({
        metadata: {
          title: 'T',
          creators: [{ person_or_org: { name: '', identifiers: [] }, affiliations: [{}] }],
          dates: [{ date: '2020', type: { id: '' } }],
        },
        custom_fields: { 'imprint:imprint': { title: '' } },
      }),
    ).toEqual({ metadata: { title: 'T', dates: [{ date: '2020' }] } });
  });

  it('keeps text that is only spaces (it is not empty)', () => {
    expect(stripEmpty({ title: ' ' })).toEqual({ title: ' ' });
  });

  it('does not change its input', () => {
    const input = { a: [null, 'x'], b: '' };
    stripEmpty(input);
    expect(input).toEqual({ a: [null, 'x'], b: '' });
  });

  it('keeps a "__proto__" key as data, never as a prototype', () => {
    const stripped = stripEmpty(JSON.parse('{"__proto__": {"polluted": true}}')) as object;
    expect(Object.getPrototypeOf(stripped)).toBe(Object.prototype);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});
