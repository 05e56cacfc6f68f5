/**
 * Unlocking a published record's files (InvenioRDM v14's file modification,
 * docs/behaviour.md#changing-published-files).
 */
import type { FileModificationConfig } from '../model';

/** The uploader offers 'Edit published files': the repository has it and it speaks of this user. */
export const fileModificationOffered = (config: FileModificationConfig | undefined): boolean =>
  config?.enabled === true && config.valid_user === true;

/** The files can be unlocked now: a policy allows it and the record says where. */
export const filesUnlockable = (
  config: FileModificationConfig | undefined,
  link: string | undefined,
): boolean => config?.allowed === true && !!link;

/** Whole days left to publish changed files, when the page says and some are left. */
export const daysToPublish = (config: FileModificationConfig | undefined): number | undefined => {
  const days = config?.context?.days_until;
  return days !== undefined && days >= 0 ? days : undefined;
};
