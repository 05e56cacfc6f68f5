import { errorAt, flattenErrorMap, mapServerErrors } from '../../../src/core/serializer';

describe('mapServerErrors', () => {
  it('nests errors by path, numbers becoming list positions', () => {
    const map = mapServerErrors([
      { field: 'metadata.title', messages: ['Missing data for required field.'] },
      {
        field: 'metadata.creators.0.person_or_org.family_name',
        messages: ['Family name cannot be blank.'],
      },
      { field: 'files.enabled', messages: ['Missing uploaded files.'] },
    ]);
    expect(map).toEqual({
      metadata: {
        title: 'Missing data for required field.',
        creators: [{ person_or_org: { family_name: 'Family name cannot be blank.' } }],
      },
      files: { enabled: 'Missing uploaded files.' },
    });
    expect(Array.isArray((map.metadata as Record<string, unknown>).creators)).toBe(true);
  });

  it('puts a later index at its position', () => {
    const map = mapServerErrors([{ field: 'metadata.dates.2.date', messages: ['Bad.'] }]);
    expect(errorAt(map, 'metadata.dates.2.date')).toBe('Bad.');
    expect(((map.metadata as Record<string, unknown>).dates as unknown[]).length).toBe(3);
  });

  it("joins a field's messages with one space, each once", () => {
    const map = mapServerErrors([
      { field: 'metadata.title', messages: ['Too short.', 'Too short.', 'Bad.'] },
      { field: 'metadata.title', messages: ['Bad.', 'Other.'] },
    ]);
    expect(map).toEqual({ metadata: { title: 'Too short. Bad. Other.' } });
  });

  it('keeps paths the form does not know', () => {
    expect(mapServerErrors([{ field: 'foo.bar', messages: ['x'] }])).toEqual({ foo: { bar: 'x' } });
  });

  it.each([null, undefined, 'error', 42, {}, { field: 'a', messages: ['x'] }])(
    'gives an empty map for %p',
    (junk) => {
      expect(mapServerErrors(junk)).toEqual({});
    },
  );

  it('skips junk entries and non-text messages', () => {
    const map = mapServerErrors([
      null,
      'x',
      { messages: ['no field'] },
      { field: 5, messages: ['numeric field'] },
      { field: '', messages: ['empty field'] },
      { field: 'metadata.title' },
      { field: 'metadata.version', messages: [3, null, { a: 1 }, ' '] },
      { field: 'metadata.publisher', messages: 'A lone message.' },
      { field: 'metadata.description', messages: [7, 'Kept.'] },
    ]);
    expect(map).toEqual({
      metadata: { publisher: 'A lone message.', description: 'Kept.' },
    });
  });

  it('lets the errors of the fields win over one for their whole list, in either order', () => {
    const entries = [
      { field: 'metadata.creators', messages: ['Whole list.'] },
      { field: 'metadata.creators.0.role', messages: ['Role is required.'] },
    ];
    const expected = { metadata: { creators: [{ role: 'Role is required.' }] } };
    expect(mapServerErrors(entries)).toEqual(expected);
    expect(mapServerErrors([...entries].reverse())).toEqual(expected);
  });

  it('turns a list that also gets a named error into an object', () => {
    const map = mapServerErrors([
      { field: 'metadata.dates.0.date', messages: ['Bad date.'] },
      { field: 'metadata.dates.length', messages: ['Too many.'] },
    ]);
    expect(map).toEqual({ metadata: { dates: { 0: { date: 'Bad date.' }, length: 'Too many.' } } });
  });

  it('never writes to a prototype', () => {
    const map = mapServerErrors([
      { field: '__proto__.polluted', messages: ['x'] },
      { field: 'constructor.prototype.polluted', messages: ['y'] },
    ]);
    expect(({} as { polluted?: string }).polluted).toBeUndefined();
    expect(errorAt(map, '__proto__.polluted')).toBe('x');
    expect(errorAt(map, 'constructor.prototype.polluted')).toBe('y');
  });
});

describe('flattenErrorMap', () => {
  it('lists each field error with its dotted path', () => {
    const map = mapServerErrors([
      { field: 'metadata.creators.1.person_or_org.name', messages: ['Name cannot be blank.'] },
      {
        field: 'access.embargo.until',
        messages: ['Embargo end date must be set to a future date.'],
      },
    ]);
    expect(flattenErrorMap(map)).toEqual([
      { path: 'metadata.creators.1.person_or_org.name', message: 'Name cannot be blank.' },
      { path: 'access.embargo.until', message: 'Embargo end date must be set to a future date.' },
    ]);
  });

  it('ignores what is not an error text', () => {
    expect(flattenErrorMap({ a: 3, b: null, c: '', d: ['x'] })).toEqual([
      { path: 'd.0', message: 'x' },
    ]);
    expect(flattenErrorMap(null)).toEqual([]);
  });
});

describe('errorAt', () => {
  it('finds nothing at a branch or a missing path', () => {
    const map = mapServerErrors([{ field: 'metadata.title', messages: ['x'] }]);
    expect(errorAt(map, 'metadata')).toBeUndefined();
    expect(errorAt(map, 'metadata.title.more')).toBeUndefined();
    expect(errorAt(map, 'files')).toBeUndefined();
  });
});
