import {
  RESTRICTION_NOT_ALLOWED_TOOLTIP,
  canRestrictRecord,
  type RestrictionRecordView,
} from '../../../src/core/rules';

const created = '2026-01-01T00:00:00.000000+00:00';
const published = (record: 'public' | 'restricted' = 'public'): RestrictionRecordView => ({
  created,
  is_published: true,
  access: { record },
});
const at = (iso: string) => new Date(iso);

describe('canRestrictRecord', () => {
  it.each([
    ['within the period', '2026-01-30T23:59:59Z', true],
    ['one millisecond before the end', '2026-01-30T23:59:59.999Z', true],
    ['exactly at the end', '2026-01-31T00:00:00Z', false],
    ['after the period', '2026-03-01T00:00:00Z', false],
  ])('a published public record, 30 days, %s -> %p', (_label, now, allowed) => {
    expect(canRestrictRecord(published(), 30, at(now))).toBe(allowed);
  });

  it('an already restricted record is never blocked', () => {
    expect(canRestrictRecord(published('restricted'), 30, at('2030-01-01T00:00:00Z'))).toBe(true);
  });

  it('an unpublished draft is never blocked', () => {
    const draft = { created, is_published: false, access: { record: 'public' as const } };
    expect(canRestrictRecord(draft, 30, at('2030-01-01T00:00:00Z'))).toBe(true);
  });

  it('a period of 0 days blocks at once', () => {
    expect(canRestrictRecord(published(), 0, at('2026-01-01T00:00:00Z'))).toBe(false);
  });

  it.each([
    ['no configured period', undefined, created],
    ['no creation date', 30, undefined],
    ['an unreadable creation date', 30, 'yesterday'],
  ])('%s -> allowed', (_label, days, createdAt) => {
    const record = { ...published(), created: createdAt };
    expect(canRestrictRecord(record, days, at('2030-01-01T00:00:00Z'))).toBe(true);
  });

  it("has InvenioRDM's tooltip", () => {
    expect(RESTRICTION_NOT_ALLOWED_TOOLTIP).toBe(
      'Record visibility can not be changed to restricted anymore. Please contact support if you still need to make these changes.',
    );
  });
});
