/**
 * Asking for more storage (InvenioRDM v14's quota increase requests,
 * docs/behaviour.md#more-storage).
 */

/** The page's `quota.quotaIncrease`: the feature is on, the user may ask, asking is allowed. */
export interface QuotaIncreaseConfig {
  enabled?: boolean;
  valid_user?: boolean;
  allowed?: boolean;
}

/** InvenioRDM asks for sizes in GB of 10⁹ bytes. */
export const QUOTA_GB = 10 ** 9;

/** Whether the uploader may offer 'Request more storage': on, this user, allowed, and a link. */
export const quotaIncreaseOffered = (
  config: QuotaIncreaseConfig | undefined,
  link: string | undefined,
): boolean =>
  config?.enabled === true && config.valid_user === true && config.allowed === true && !!link;

/** The new total sent as `quota_size`: the whole GB of the quota now, plus the extra GB. */
export const askedQuotaSize = (maxStorage: number, extraGb: number): string =>
  String(Math.floor(maxStorage / QUOTA_GB) + extraGb);
