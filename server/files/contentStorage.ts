import type { Readable } from 'node:stream';

/** What storing a content produced. */
export interface StoredContent {
  /** The content's generated name (a UUID): its file name on disk, its object key in S3. */
  storagePath: string;
  size: number;
  checksum: string;
}

/** How a download is to be answered: the headers the content route would send. */
export interface DownloadHeaders {
  contentType: string;
  contentDisposition: string;
}

/**
 * Where committed file contents live (docs/reference-server.md#storage): the local disk by
 * default, an S3 bucket when configured. Contents are named by the storage (`storagePath`),
 * never by a client.
 */
export interface ContentStorage {
  /**
   * Streams bytes into a new content, computing its MD5 on the way (never holding the whole
   * file). A failing or aborted source leaves nothing behind.
   */
  store(source: AsyncIterable<Buffer | string>): Promise<StoredContent>;
  /** The content's bytes; a content that cannot be read fails the stream (or the promise). */
  read(storagePath: string): Promise<Readable>;
  /** Removes a content; nothing happens for one already gone. */
  remove(storagePath: string): Promise<void>;
  /**
   * Where a client downloads the content: null when the server streams it itself (the disk),
   * else a URL to redirect to (a pre-signed GET answering with `headers`).
   */
  downloadUrl(storagePath: string, headers: DownloadHeaders): Promise<string | null>;
}
