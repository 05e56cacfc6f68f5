import { formatBytes } from '../../../src/core/rules';

describe('formatBytes', () => {
  it.each([
    [0, '0 bytes'],
    [999, '999 bytes'],
    [1000, '1 kB'],
    [1500, '1.5 kB'],
    [2049, '2.05 kB'],
    [999_999, '1 MB'],
    [2_500_000, '2.5 MB'],
    [10 ** 10, '10 GB'],
    [3 * 10 ** 12, '3 TB'],
    [2 * 10 ** 18, '2,000 PB'],
  ])('decimal (default) %i -> %s', (bytes, text) => {
    expect(formatBytes(bytes, { locale: 'en' })).toBe(text);
    expect(formatBytes(bytes, { decimal: true, locale: 'en' })).toBe(text);
  });

  it.each([
    [1000, '1000 bytes'],
    [1023, '1023 bytes'],
    [1024, '1 KiB'],
    [1536, '1.5 KiB'],
    [1024 ** 2, '1 MiB'],
    [10 ** 10, '9.31 GiB'],
  ])('binary %i -> %s', (bytes, text) => {
    expect(formatBytes(bytes, { decimal: false, locale: 'en' })).toBe(text);
  });

  it.each([
    ['fr', 1_500_000, '1,5 MB'],
    ['de', 10 ** 10 * 1.25, '12,5 GB'],
    ['en', 1_500_000, '1.5 MB'],
  ])("writes the number in the reader's locale (%s)", (locale, bytes, text) => {
    expect(formatBytes(bytes, { locale })).toBe(text);
  });

  it("reads a host's 'pt_BR' as pt-BR, and a locale Intl cannot read as the default one", () => {
    expect(formatBytes(1_500_000, { locale: 'pt_BR' })).toBe('1,5 MB');
    expect(formatBytes(1_500_000, { locale: 'not a locale!' })).toBe(
      new Intl.NumberFormat().format(1.5) + ' MB',
    );
  });

  it('writes sizes under one kB with the words it is given', () => {
    expect(formatBytes(12, { plainBytes: (count) => `${count} octets` })).toBe('12 octets');
  });
});
