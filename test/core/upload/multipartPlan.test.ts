import {
  partsOf,
  resolveMultipartUpload,
  transferFor,
} from '../../../src/core/upload/multipartPlan';

const MiB = 1024 ** 2;

describe('resolveMultipartUpload', () => {
  it('is off without a config', () => {
    expect(resolveMultipartUpload(undefined)).toBeUndefined();
  });

  it('fills parts of 64 MiB, three at once, for files above the part size', () => {
    expect(resolveMultipartUpload({})).toEqual({
      partSize: 64 * MiB,
      threshold: 64 * MiB,
      partConcurrency: 3,
    });
    expect(resolveMultipartUpload({ partSize: 8 * MiB })?.threshold).toBe(8 * MiB);
  });

  it.each([
    [{ partSize: 0 }, 'partSize must be a whole number of at least 1, not 0.'],
    [{ threshold: -1 }, 'threshold must be a whole number of at least 0, not -1.'],
    [{ partConcurrency: 0.5 }, 'partConcurrency must be a whole number of at least 1, not 0.5.'],
  ])('refuses %j', (config, message) => {
    expect(() => resolveMultipartUpload(config)).toThrow(new RangeError(message));
  });
});

describe('partsOf', () => {
  it.each([
    [10, 4, 3, 4],
    [12, 4, 3, 4],
    [1, 4, 1, 4],
    [10_000, 1, 10_000, 1],
  ])('cuts %d bytes in parts of %d: %d parts of %d', (size, partSize, parts, part_size) => {
    expect(partsOf(size, partSize)).toEqual({ type: 'M', parts, part_size });
  });

  it('raises the part size so that no file needs more than 10,000 parts', () => {
    expect(partsOf(10_001, 1)).toEqual({ type: 'M', parts: 5001, part_size: 2 });
    const tebibyte = 1024 ** 4;
    const { parts, part_size } = partsOf(tebibyte, 64 * MiB);
    expect(parts).toBe(10_000);
    expect(part_size).toBe(Math.ceil(tebibyte / 10_000));
    expect((parts - 1) * part_size).toBeLessThan(tebibyte);
  });
});

describe('transferFor', () => {
  const multipart = { partSize: 4, threshold: 6, partConcurrency: 3 };

  it('announces files above the threshold in parts, the others as they are', () => {
    expect(transferFor(7, multipart)).toEqual({ type: 'M', parts: 2, part_size: 4 });
    expect(transferFor(6, multipart)).toBeUndefined();
    expect(transferFor(0, { ...multipart, threshold: 0 })).toBeUndefined();
    expect(transferFor(7, undefined)).toBeUndefined();
  });
});
