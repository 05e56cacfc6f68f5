import type { RecordStatus } from '../model';
import { isRecordStatus } from './statuses';

/** What the status banner says for each status (docs/behaviour.md#record-statuses). */

/** `null` means no colour is shown (expired). */
export type StatusBannerColour = 'warning' | 'negative' | 'positive' | 'neutral' | null;

export interface StatusBanner {
  colour: StatusBannerColour;
  title: string;
  message: string;
  /** Only an upload under review links to its request. */
  hasViewRequestLink: boolean;
}

export const STATUS_BANNERS: Readonly<Record<RecordStatus, Readonly<StatusBanner>>> = {
  in_review: {
    colour: 'warning',
    title: 'In review',
    message: 'Community curators will review your upload. Once accepted, it will be published.',
    hasViewRequestLink: true,
  },
  declined: {
    colour: 'negative',
    title: 'Declined',
    message: 'The request to submit this upload to the community was declined.',
    hasViewRequestLink: false,
  },
  expired: {
    colour: null,
    title: 'Expired',
    message: 'The request to submit this upload to the community has expired.',
    hasViewRequestLink: false,
  },
  published: {
    colour: 'positive',
    title: 'Published',
    message: 'Your upload is published.',
    hasViewRequestLink: false,
  },
  draft_with_review: {
    colour: 'neutral',
    title: 'Draft',
    message:
      'Once your upload is complete, you can submit it for review to the community curators.',
    hasViewRequestLink: false,
  },
  draft: {
    colour: 'neutral',
    title: 'Draft',
    message:
      'Once your upload is complete, you can publish or submit it for review to the community curators.',
    hasViewRequestLink: false,
  },
  new_version_draft: {
    colour: 'neutral',
    title: 'New version draft',
    message: 'Once your upload is complete, you can publish it.',
    hasViewRequestLink: false,
  },
  // Not in InvenioRDM v12 (v13 added it): a new version that goes through review says
  // so in the words of draft_with_review.
  new_version_draft_with_review: {
    colour: 'neutral',
    title: 'New version draft',
    message:
      'Once your upload is complete, you can submit it for review to the community curators.',
    hasViewRequestLink: false,
  },
};

/**
 * What anyone but the owner reads (a curator previewing a submission, a guest): InvenioRDM's
 * landing page tells its visitors no status, so only a submission's review and how it ended
 * are said, and not to the owner. The other statuses show no banner.
 */
export const VISITOR_STATUS_BANNERS: Readonly<
  Partial<Record<RecordStatus, Readonly<StatusBanner>>>
> = {
  in_review: {
    colour: 'warning',
    title: 'In review',
    message:
      'This upload was submitted to the community for review. Once a curator accepts it, it will be published.',
    hasViewRequestLink: true,
  },
  declined: STATUS_BANNERS.declined,
  expired: STATUS_BANNERS.expired,
};

/** Whom the banner speaks to: the upload's owner, or anyone else who may see it. */
export type StatusBannerAudience = 'owner' | 'visitor';

export const UNKNOWN_STATUS_ERROR = 'Status is undefined';

/** The banner for a status; any status outside the table is a programming error. */
export const statusBanner = (status: string | undefined): Readonly<StatusBanner> => {
  if (!isRecordStatus(status)) throw new Error(UNKNOWN_STATUS_ERROR);
  return STATUS_BANNERS[status];
};

/** The banner a status shows to an audience; `null` when that audience is told nothing. */
export const statusBannerFor = (
  status: RecordStatus,
  audience: StatusBannerAudience,
): Readonly<StatusBanner> | null =>
  audience === 'owner' ? STATUS_BANNERS[status] : (VISITOR_STATUS_BANNERS[status] ?? null);

export const VIEW_REQUEST_LABEL = 'View request';
export const VIEW_REQUEST_TOOLTIP = 'Opens in new tab';

/** Where 'View request' leads (opened in a new tab). */
export const viewRequestHref = (requestId: string): string =>
  `/me/requests/${encodeURIComponent(requestId)}`;
