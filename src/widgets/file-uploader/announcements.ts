import { isUploadActive } from '../../core/upload';
import type { UploadEntry, UploadStatus } from '../../core/upload/types';

/** Which files started, finished or failed between two states of the manager. */
export interface StatusChanges {
  started: string[];
  finished: string[];
  failed: string[];
}

export const statusesOf = (entries: readonly UploadEntry[]): Map<string, UploadStatus> =>
  new Map(entries.map((entry) => [entry.name, entry.status]));

/**
 * Files that appear already finished (existing or imported ones) were not uploaded here, so
 * only a finish after queued or uploading counts.
 */
export const statusChanges = (
  before: ReadonlyMap<string, UploadStatus>,
  entries: readonly UploadEntry[],
): StatusChanges => {
  const changes: StatusChanges = { started: [], finished: [], failed: [] };
  for (const { name, status } of entries) {
    const previous = before.get(name);
    if (previous === status) continue;
    if (status === 'uploading') changes.started.push(name);
    if (status === 'finished' && isUploadActive(previous)) changes.finished.push(name);
    if (status === 'failed') changes.failed.push(name);
  }
  return changes;
};
