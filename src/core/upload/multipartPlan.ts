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
