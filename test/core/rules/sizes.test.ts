import { formatBytes } from '../../../src/core/rules';

describe('formatBytes', () => {
  it.each([
    [0, '0 bytes'],
    [999, '999 bytes'],
    [1000, '1.00 kB'],
    [1500, '1.50 kB'],
    [999_999, '1.00 MB'],
    [2_500_000, '2.50 MB'],
    [10 ** 10, '10.00 GB'],
    [3 * 10 ** 12, '3.00 TB'],
    [2 * 10 ** 18, '2000.00 PB'],
  ])('decimal (default) %i -> %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
    expect(formatBytes(bytes, true)).toBe(text);
  });

  it.each([
    [1000, '1000 bytes'],
    [1023, '1023 bytes'],
    [1024, '1.00 KiB'],
    [1536, '1.50 KiB'],
    [1024 ** 2, '1.00 MiB'],
    [10 ** 10, '9.31 GiB'],
  ])('binary %i -> %s', (bytes, text) => {
    expect(formatBytes(bytes, false)).toBe(text);
  });
});
