import { formatDay } from '../../../src/core/rules';

describe('formatDay', () => {
  it.each([
    ['en', '2026-03-01', 'Mar 1, 2026'],
    ['de', '2026-03-01', '01.03.2026'],
    ['fr', '2026-03-01', '1 mars 2026'],
    ['ja', '2026-03-01', '2026/03/01'],
    ['ar', '2026-03-01', '01‏/03‏/2026'],
    ['zh_CN', '2026-03-01', '2026年3月1日'],
  ])('writes a day in %s as its readers do', (language, day, text) => {
    expect(formatDay(day, language)).toBe(text);
  });

  it('keeps a bare day on its calendar day, wherever the reader is', () => {
    expect(formatDay('2026-12-31', 'en')).toBe('Dec 31, 2026');
  });

  it('writes a moment as its day', () => {
    expect(formatDay('2026-10-05T12:00:00.000000+00:00', 'en')).toBe('Oct 5, 2026');
  });

  it.each(['2026', '2026-03', 'soon', '', '2026-13-45'])('shows %j as it is', (value) => {
    expect(formatDay(value, 'en')).toBe(value);
  });
});
