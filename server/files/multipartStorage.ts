import type { StoredContent } from './contentStorage';

/** Where one part is to be sent (`links.parts` of the file entry). */
export interface PartTarget {
  part: number;
  url: string;
  expiration: string;
}

/** One part's bytes in the whole file: its number (from 1), where it starts, how long it is. */
export interface PartSpan {
  part: number;
  offset: number;
  length: number;
}

/**
 * Where the parts of multipart uploads go until they are committed
 * (docs/reference-server.md#large-files): the local disk (`localMultipartStorage.ts`) or an
 * S3 bucket (`s3MultipartStorage.ts`: create the upload, presign the part URLs, list the
 * parts, complete, abort). Every method but `init` takes the id `init` answered.
 */
export interface MultipartStorage {
  /** Starts an upload of a file of `size` bytes; answers its id. */
  init(size: number): Promise<string>;
  /** Where each of the `parts` parts goes; `fileUrl` is the file entry's own URL. */
  partTargets(uploadId: string, parts: number, fileUrl: string): Promise<PartTarget[]>;
  /**
   * Stores one part, replacing an earlier copy of it. The part counts as received only once
   * all its bytes are stored; `body` throws if they are not the part's. Absent when the parts
   * go straight to the storage, never through the server (S3's pre-signed URLs).
   */
  receivePart?(
    uploadId: string,
    span: PartSpan,
    body: AsyncIterable<Buffer | string>,
  ): Promise<void>;
  /** The numbers of the parts received whole, in order. */
  receivedParts(uploadId: string): Promise<number[]>;
  /** Joins the parts into one stored content (the upload is gone afterwards). */
  complete(uploadId: string): Promise<StoredContent>;
  /** Drops the upload and whatever was received; nothing happens for an unknown id. */
  abort(uploadId: string): Promise<void>;
}
