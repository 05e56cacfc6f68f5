import { deriveStatus, type StatusSource } from './statuses';

/** A draft or record as any widget holds it: the server's status, if it gave one. */
export interface StatusedRecord extends StatusSource {
  status?: unknown;
}

/**
 * The status every widget reads: the server's when it gave one (an unknown one stays unknown,
 * so it shows as such), else the one InvenioRDM computes from the record.
 */
export const recordStatus = (record: StatusedRecord): string | undefined =>
  typeof record.status === 'string' ? record.status : deriveStatus(record);
