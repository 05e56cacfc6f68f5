import { isUploadActive } from '../../core/upload';
import type { UploadEntry, UploadStatus } from '../../core/upload/types';

/** Which files started, finished, failed, were paused, resumed or cancelled between two states. */
export interface StatusChanges {
  started: string[];
  finished: string[];
  failed: string[];
  paused: string[];
  resumed: string[];
  cancelled: string[];
}

/** A file resumed and waiting in the queue: once it uploads it is not told as started again. */
const RESUMED = 'resumed';

/** What the next state is compared with: a status, or `resumed`. */
export type AnnouncedStatus = UploadStatus | typeof RESUMED;

/** The statuses to compare the next state with; a resumed file stays resumed while queued. */
export const statusesOf = (
  entries: readonly UploadEntry[],
  before: ReadonlyMap<string, AnnouncedStatus> = new Map(),
): Map<string, AnnouncedStatus> =>
  new Map(
    entries.map(({ name, status }) => {
      const previous = before.get(name);
      const resumed = status === 'queued' && (previous === 'paused' || previous === RESUMED);
      return [name, resumed ? RESUMED : status];
    }),
  );

/**
 * Files that appear already finished (existing or imported ones) were not uploaded here, so
 * only a finish after queued or uploading counts; likewise only a pause of a file on its way
 * (a file paused on an earlier visit is not told).
 */
export const statusChanges = (
  before: ReadonlyMap<string, AnnouncedStatus>,
  entries: readonly UploadEntry[],
): StatusChanges => {
  const changes: StatusChanges = {
    started: [],
    finished: [],
    failed: [],
    paused: [],
    resumed: [],
    cancelled: [],
  };
  for (const { name, status } of entries) {
    const previous = before.get(name);
    if (previous === status) continue;
    const wasActive = previous === RESUMED || isUploadActive(previous);
    if (previous === 'paused' && isUploadActive(status)) changes.resumed.push(name);
    else if (status === 'uploading' && previous !== RESUMED) changes.started.push(name);
    if (status === 'finished' && wasActive) changes.finished.push(name);
    if (status === 'failed') changes.failed.push(name);
    if (status === 'paused' && wasActive) changes.paused.push(name);
    // Else the last word stays 'Started uploading …' for a file that is no longer coming.
    if (status === 'cancelled' && (wasActive || previous === 'paused')) {
      changes.cancelled.push(name);
    }
  }
  return changes;
};
