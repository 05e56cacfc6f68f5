import type { FileLinks } from '../model';
import type { UploadProgressNotifier } from './progressNotifier';

/**
 * Where one file stands. `pending` is a server entry not committed and not being uploaded
 * here (an upload from an earlier visit, or one cut off); it can be deleted or uploaded again.
 * `paused` is a file sent in parts that stopped keeping the parts the server has (paused by
 * the user, by going offline, or by leaving the page): it goes on with the missing ones.
 */
export type UploadStatus =
  'queued' | 'uploading' | 'paused' | 'finished' | 'failed' | 'cancelled' | 'pending';

export interface UploadEntry {
  /** The file's key on the server (its name). */
  name: string;
  size: number;
  /** `md5:<hex>` once committed. */
  checksum?: string;
  links: FileLinks;
  status: UploadStatus;
  /** 0-100; never goes back while an attempt runs. */
  progressPercentage: number;
  /** Automatic retries made for the current upload. */
  retries: number;
  /** The reason of the last failure, for the user. */
  error?: string;
  /** Something else the user should know of this upload (a catalog key). */
  notice?: string;
  /** A file paused on an earlier visit: it goes on once the user chooses it again. */
  awaitsFile?: boolean;
}

export interface UploadManagerState {
  /** In the order the files were added (existing server files first). */
  entries: readonly UploadEntry[];
  /** False while the browser is offline: the queue waits. */
  online: boolean;
  concurrency: number;
}

export interface RetryPolicy {
  /** Attempts in all, the first included (default 3). */
  tries: number;
  /** First backoff; doubled each time (default 1000 ms). */
  baseDelayMs: number;
  /** Backoff cap (default 10000 ms). */
  maxDelayMs: number;
}

/** Whether the browser is online, and a way to hear when that changes. */
export interface OnlineSignal {
  isOnline(): boolean;
  subscribe(listener: (online: boolean) => void): () => void;
}

/**
 * The framework-free upload manager: a store (`getState`/`subscribe`, for
 * useSyncExternalStore) plus the actions a file uploader offers.
 */
export interface UploadManager {
  getState(): UploadManagerState;
  subscribe(listener: () => void): () => void;
  /** Adds files: saves the draft once for the batch, then queues each (init, content, commit). */
  add(files: readonly File[]): Promise<void>;
  /** Cancels a file on its way or paused; its pending server entry stays until deleted. */
  cancel(name: string): void;
  /** Cancels every file queued, on its way or paused. */
  cancelAll(): void;
  /** Stops a file sent in parts, keeping the parts the server has (the others are aborted). */
  pause(name: string): void;
  /** Queues a paused file again, to send its missing parts (its File is still at hand). */
  resume(name: string): void;
  /** Uploads a failed or cancelled file again (its File is still at hand). */
  retry(name: string): void;
  /** Deletes a file on the server (a pending one that is already gone counts as deleted). */
  remove(name: string): Promise<void>;
  setConcurrency(concurrency: number): void;
  /**
   * Replaces the listener of upload steps; throws 'Progress notifier must be an instance of
   * `UploadProgressNotifier`' for anything else.
   */
  setProgressNotifier(notifier: UploadProgressNotifier): void;
  /** Stops everything and removes every listener (on unmount). */
  dispose(): void;
}
