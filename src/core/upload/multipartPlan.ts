import type { MultipartTransfer, MultipartUploadConfig } from '../model';
import {
  DEFAULT_UPLOAD_PART_CONCURRENCY,
  DEFAULT_UPLOAD_PART_SIZE,
  MAX_UPLOAD_PARTS,
} from '../rules/constants';

/** Multipart uploads with every default filled in. */
export type MultipartUpload = Required<MultipartUploadConfig>;

const assertAtLeast = (name: string, value: number, min: number): number => {
  if (!Number.isInteger(value) || value < min)
    throw new RangeError(`${name} must be a whole number of at least ${min}, not ${value}.`);
  return value;
};

/**
 * The config with its defaults, or undefined when multipart uploads are off. Throws a
 * RangeError for a value parseEditorConfig would have refused.
 */
export const resolveMultipartUpload = (
  config: MultipartUploadConfig | undefined,
): MultipartUpload | undefined => {
  if (!config) return undefined;
  const partSize = assertAtLeast('partSize', config.partSize ?? DEFAULT_UPLOAD_PART_SIZE, 1);
  return {
    partSize,
    threshold: assertAtLeast('threshold', config.threshold ?? partSize, 0),
    partConcurrency: assertAtLeast(
      'partConcurrency',
      config.partConcurrency ?? DEFAULT_UPLOAD_PART_CONCURRENCY,
      1,
    ),
  };
};

/** How a file is cut: `parts` of `part_size` bytes each but the last, which holds the rest. */
export const partsOf = (size: number, partSize: number): MultipartTransfer => {
  // A file too large for that many parts gets larger ones.
  const part_size = Math.max(partSize, Math.ceil(size / MAX_UPLOAD_PARTS));
  return { type: 'M', parts: Math.ceil(size / part_size), part_size };
};

/** The transfer a file is announced with: in parts above the threshold, else none. */
export const transferFor = (
  size: number,
  multipart: MultipartUpload | undefined,
): MultipartTransfer | undefined =>
  multipart && size > multipart.threshold ? partsOf(size, multipart.partSize) : undefined;

/**
 * How a file announced in parts is cut: by the config, or by the defaults when part links come
 * while multipart uploads are off (a file announced so on an earlier visit).
 */
export const cutOf = (size: number, multipart: MultipartUpload | undefined): MultipartTransfer =>
  partsOf(size, multipart?.partSize ?? DEFAULT_UPLOAD_PART_SIZE);

/** The bytes of the given parts of a file of `size` bytes cut by `transfer`. */
export const bytesOfParts = (
  transfer: MultipartTransfer,
  size: number,
  parts: Iterable<number>,
): number => {
  let bytes = 0;
  for (const part of parts) {
    const start = (part - 1) * transfer.part_size;
    bytes += Math.max(0, Math.min(transfer.part_size, size - start));
  }
  return bytes;
};
