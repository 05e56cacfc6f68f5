import type { RecordAccess } from '../model';

/**
 * A published public record can be restricted only during a grace period
 * (docs/behaviour.md#record-access).
 */

export const RESTRICTION_NOT_ALLOWED_TOOLTIP =
  'Record visibility can not be changed to restricted anymore. Please contact support if you still need to make these changes.';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RestrictionRecordView {
  created?: string;
  is_published?: boolean;
  access: Pick<RecordAccess, 'record'>;
}

/**
 * False once `gracePeriodDays` have passed since `created` for a published record that is
 * not already restricted (the server refuses the change from that moment on). Without a
 * configured period, or without a readable creation date, nothing stops the change.
 */
export const canRestrictRecord = (
  record: RestrictionRecordView,
  gracePeriodDays: number | undefined,
  now: Date,
): boolean => {
  if (!record.is_published || record.access.record === 'restricted') return true;
  if (gracePeriodDays === undefined || record.created === undefined) return true;
  const created = Date.parse(record.created);
  if (Number.isNaN(created)) return true;
  return now.getTime() < created + gracePeriodDays * DAY_MS;
};
