import type { Community } from '../model';
import { recordStatus } from './recordStatus';
import { isSubmitReviewDisallowed } from './review';
import { isDeclinedOrExpired, isRecordPublished, type StatusView } from './statuses';

/**
 * The deposit form's buttons once a community is chosen
 * (docs/behaviour.md#communities-and-reviews).
 */

export const CHANGE_COMMUNITY_LABEL = 'Change community';
export const PUBLISH_WITHOUT_COMMUNITY_LABEL = 'Publish without community';
export const VERIFIED_COMMUNITY_LABEL = 'Verified';
export const GO_TO_COMMUNITY_LABEL = 'Go to the community';

/** The record fields the button rules read. */
export interface ButtonRecordView extends StatusView {
  parent?: { review?: unknown; communities?: { ids?: string[] } };
}

export type SelectedCommunity = Community | null | undefined;

export const showSubmitForReviewButton = (
  record: ButtonRecordView,
  community: SelectedCommunity,
): boolean =>
  Boolean(community) &&
  !isRecordPublished(record) &&
  recordStatus(record) !== 'new_version_draft' &&
  !isDeclinedOrExpired(recordStatus(record));

/** Shown but not usable where the status forbids submitting (an upload already in review). */
export const disableSubmitForReviewButton = (record: ButtonRecordView): boolean =>
  isSubmitReviewDisallowed(recordStatus(record));

export const showDirectPublishButton = (
  record: ButtonRecordView,
  community: SelectedCommunity,
): boolean =>
  !isRecordPublished(record) && community?.ui?.permissions?.can_include_directly === true;

/** After a decline or expiry the user may pick another community or publish without one. */
export const showChangeCommunityButton = (
  record: ButtonRecordView,
  community: SelectedCommunity,
): boolean => Boolean(community) && isDeclinedOrExpired(recordStatus(record));

export const showPublishWithoutCommunityButton = showChangeCommunityButton;

/**
 * Where records are published through communities only (InvenioRDM v13's
 * `RDM_COMMUNITY_REQUIRED_TO_PUBLISH`), a draft that is in none and has none chosen cannot be
 * published: it must be submitted to a community. A record already in one publishes directly.
 */
export const mustChooseCommunityToPublish = (
  record: ButtonRecordView,
  community: SelectedCommunity,
  communityRequired: boolean,
): boolean =>
  communityRequired &&
  !community &&
  !isRecordPublished(record) &&
  (record.parent?.communities?.ids?.length ?? 0) === 0;

/**
 * InvenioRDM's answer (400) to a publish the requirement refuses (a host that did not say the
 * repository requires a community, a published record in none): the flash shows it, translated.
 */
export const COMMUNITY_REQUIRED_MESSAGE = 'Cannot publish without selecting a community.';

export const showCommunitySelectionButton = (record: ButtonRecordView): boolean =>
  !isRecordPublished(record);

export const disableCommunitySelectionButton = (record: ButtonRecordView): boolean =>
  isDeclinedOrExpired(recordStatus(record));

/** A community with its own theme is shown as 'Verified'. */
export const isVerifiedCommunity = (community: SelectedCommunity): boolean =>
  community?.theme?.enabled === true;

const reviewReceiver = (record: ButtonRecordView): string | undefined => {
  const review = record.parent?.review;
  if (typeof review !== 'object' || review === null) return undefined;
  const receiver = (review as { receiver?: { community?: unknown } }).receiver;
  return typeof receiver?.community === 'string' ? receiver.community : undefined;
};

/**
 * A verified community takes a record it has not received yet only through its own upload
 * form; the selection then offers 'Go to the community' instead of choosing it in place.
 */
export const requiresCommunityUploadForm = (
  record: ButtonRecordView,
  community: SelectedCommunity,
): boolean =>
  community !== null &&
  community !== undefined &&
  isVerifiedCommunity(community) &&
  reviewReceiver(record) !== community.id;

/** The target of 'Go to the community'. */
export const communityPageHref = (community: Pick<Community, 'slug'>): string =>
  `/communities/${encodeURIComponent(community.slug)}`;

export interface EditorButtons {
  showSubmitForReview: boolean;
  disableSubmitForReview: boolean;
  showDirectPublish: boolean;
  showChangeCommunity: boolean;
  showPublishWithoutCommunity: boolean;
  showCommunitySelection: boolean;
  disableCommunitySelection: boolean;
}

/** Every button rule at once, for a component that lays them all out. */
export const editorButtons = (
  record: ButtonRecordView,
  community: SelectedCommunity,
): EditorButtons => ({
  showSubmitForReview: showSubmitForReviewButton(record, community),
  disableSubmitForReview: disableSubmitForReviewButton(record),
  showDirectPublish: showDirectPublishButton(record, community),
  showChangeCommunity: showChangeCommunityButton(record, community),
  showPublishWithoutCommunity: showPublishWithoutCommunityButton(record, community),
  showCommunitySelection: showCommunitySelectionButton(record),
  disableCommunitySelection: disableCommunitySelectionButton(record),
});
