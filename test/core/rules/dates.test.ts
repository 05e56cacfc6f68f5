import { DATE_FORMAT_HINT, isEdtfDateOrInterval, isIsoDay } from '../../../src/core/rules';

describe('isEdtfDateOrInterval', () => {
  it.each([
    '2020',
    '0000',
    '2020-02',
    '2020-12',
    '2020-02-29',
    '2021-02-28',
    '2020-12-31',
    '2020/2021',
    '2020-01/2020-03-15',
    '2020-05/2020',
    '2020-05-05/2020-05-05',
  ])('accepts %s', (value) => {
    expect(isEdtfDateOrInterval(value)).toBe(true);
  });

  it.each([
    '',
    '20',
    '20201',
    '2020-1',
    '2020-13',
    '2020-00',
    '2020-01-00',
    '2021-02-29',
    '2020-04-31',
    '2020-01-1',
    '2020/',
    '/2020',
    '2020/2021/2022',
    '2021/2020',
    '2020-06/2020-05-31',
    ' 2020',
    '2020-01-01T00:00',
    '2020~',
  ])('rejects %p', (value) => {
    expect(isEdtfDateOrInterval(value)).toBe(false);
  });

  it("has InvenioRDM's hint", () => {
    expect(DATE_FORMAT_HINT).toBe(
      'Format: DATE or DATE/DATE where DATE is YYYY or YYYY-MM or YYYY-MM-DD.',
    );
  });
});

describe('isIsoDay', () => {
  it.each(['2031-01-01', '2024-02-29', '1999-12-31'])('accepts %s', (value) => {
    expect(isIsoDay(value)).toBe(true);
  });

  it.each([
    '',
    '2031',
    '2031-01',
    '2031-1-01',
    '2023-02-29',
    '2031-06-31',
    '2031-01-01/2031-02-01',
  ])('rejects %p', (value) => {
    expect(isIsoDay(value)).toBe(false);
  });
});
