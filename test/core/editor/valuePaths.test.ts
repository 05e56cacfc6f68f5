import { pathKeys, valueAt, withValueAt } from '../../../src/core/editor/valuePaths';

const values = {
  metadata: { title: 'Old', creators: [{ name: 'Ada' }, { name: 'Grace' }], dates: [] },
  access: { record: 'public' },
};

describe('value paths', () => {
  it('reads Formik’s bracket paths as dotted ones', () => {
    expect(pathKeys('metadata.creators[1].name')).toEqual(['metadata', 'creators', '1', 'name']);
    expect(valueAt(values, 'metadata.creators[1].name')).toBe('Grace');
    expect(valueAt(values, 'metadata.creators.0.name')).toBe('Ada');
  });

  it('reads nothing where the path leads nowhere', () => {
    expect(valueAt(values, 'metadata.missing.deeper')).toBeUndefined();
    expect(valueAt(values, 'metadata.title.length')).toBeUndefined();
    expect(valueAt(values, 'metadata.creators.constructor')).toBeUndefined();
  });

  it('copies only what lies on the path and shares the rest', () => {
    const next = withValueAt(values, 'metadata.creators.1.name', 'Grace Hopper');
    expect(next.metadata.creators[1]).toEqual({ name: 'Grace Hopper' });
    expect(Array.isArray(next.metadata.creators)).toBe(true);
    expect(next.metadata.creators[0]).toBe(values.metadata.creators[0]);
    expect(next.access).toBe(values.access);
    expect(values.metadata.creators[1]).toEqual({ name: 'Grace' });
  });

  it('gives the values back unchanged when the value is already there', () => {
    expect(withValueAt(values, 'metadata.title', 'Old')).toBe(values);
    expect(withValueAt(values, 'metadata.subtitle', undefined)).toBe(values);
  });

  it('removes the key for undefined', () => {
    const next = withValueAt(values, 'metadata.title', undefined);
    expect(Object.hasOwn(next.metadata, 'title')).toBe(false);
    expect(values.metadata.title).toBe('Old');
  });

  it('makes missing parts as their keys ask: a list for an index, an object otherwise', () => {
    const next = withValueAt({} as Record<string, unknown>, 'metadata.subjects.0.subject', 'Bees');
    expect(next).toEqual({ metadata: { subjects: [{ subject: 'Bees' }] } });
    expect(Array.isArray((next.metadata as { subjects: unknown }).subjects)).toBe(true);
  });
});
