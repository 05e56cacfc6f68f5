import type { Community } from '../../../src/core/model';
import {
  CHANGE_COMMUNITY_LABEL,
  GO_TO_COMMUNITY_LABEL,
  PUBLISH_WITHOUT_COMMUNITY_LABEL,
  VERIFIED_COMMUNITY_LABEL,
  communityPageHref,
  disableCommunitySelectionButton,
  disableSubmitForReviewButton,
  editorButtons,
  isVerifiedCommunity,
  requiresCommunityUploadForm,
  showChangeCommunityButton,
  showCommunitySelectionButton,
  showDirectPublishButton,
  showPublishWithoutCommunityButton,
  showSubmitForReviewButton,
} from '../../../src/core/rules';
import { aCommunity } from '../../factories/community';
import { aDraft } from '../../factories/draft';

const reviewing = aCommunity();
const direct = aCommunity({ ui: { permissions: { can_include_directly: true } } });

const recordIn = (status: string) => aDraft({ status, is_published: status === 'published' });

describe('editor buttons of a record that came without a status', () => {
  const review = (status: string) => ({ review: { status, receiver: { community: 'c' } } });

  it.each([
    // submit review, submit disabled, change community
    ['a new version', { versions: { index: 2 } }, false, true, false],
    ['in review', { parent: review('submitted') }, true, true, false],
    ['declined', { parent: review('declined') }, false, false, true],
  ])('%s reads as InvenioRDM derives it', (_, overrides, submit, submitDisabled, change) => {
    const record = aDraft({ status: undefined, ...overrides });
    expect(showSubmitForReviewButton(record, reviewing)).toBe(submit);
    expect(disableSubmitForReviewButton(record)).toBe(submitDisabled);
    expect(showChangeCommunityButton(record, reviewing)).toBe(change);
  });
});

describe('editor buttons with a community selected, by status', () => {
  it.each([
    // status, submit review, submit disabled, change community (+ publish without),
    // selection shown, selection disabled
    ['draft', true, false, false, true, false],
    ['draft_with_review', true, false, false, true, false],
    ['in_review', true, true, false, true, false],
    ['new_version_draft', false, true, false, true, false],
    ['declined', false, false, true, true, true],
    ['expired', false, false, true, true, true],
    ['published', false, true, false, false, false],
  ])('%s', (status, submit, submitDisabled, change, selection, selectionDisabled) => {
    const record = recordIn(status);
    expect(showSubmitForReviewButton(record, reviewing)).toBe(submit);
    expect(disableSubmitForReviewButton(record)).toBe(submitDisabled);
    expect(showChangeCommunityButton(record, reviewing)).toBe(change);
    expect(showPublishWithoutCommunityButton(record, reviewing)).toBe(change);
    expect(showCommunitySelectionButton(record)).toBe(selection);
    expect(disableCommunitySelectionButton(record)).toBe(selectionDisabled);
  });

  it('hides submit-for-review on an edit-draft of a published record', () => {
    const editDraft = aDraft({ status: 'published', is_published: true, is_draft: true });
    expect(showSubmitForReviewButton(editDraft, reviewing)).toBe(false);
    expect(showCommunitySelectionButton(editDraft)).toBe(false);
  });

  it('shows neither submit-for-review nor change-community without a community', () => {
    for (const status of ['draft', 'declined', 'expired']) {
      expect(showSubmitForReviewButton(recordIn(status), null)).toBe(false);
      expect(showChangeCommunityButton(recordIn(status), undefined)).toBe(false);
    }
  });
});

describe('direct publish', () => {
  it.each([
    ['draft', direct, true],
    ['draft_with_review', direct, true],
    ['new_version_draft', direct, true],
    ['published', direct, false],
    ['draft', reviewing, false],
    ['draft', aCommunity({ ui: { permissions: { can_include_directly: false } } }), false],
    ['draft', aCommunity({ ui: {} }), false],
    ['draft', null, false],
  ] as [string, Community | null, boolean][])('%s with %p -> %p', (status, community, shown) => {
    expect(showDirectPublishButton(recordIn(status), community)).toBe(shown);
  });
});

describe('editorButtons', () => {
  it('gathers every rule', () => {
    expect(editorButtons(recordIn('declined'), direct)).toEqual({
      showSubmitForReview: false,
      disableSubmitForReview: false,
      showDirectPublish: true,
      showChangeCommunity: true,
      showPublishWithoutCommunity: true,
      showCommunitySelection: true,
      disableCommunitySelection: true,
    });
    expect(editorButtons(recordIn('draft'), reviewing)).toEqual({
      showSubmitForReview: true,
      disableSubmitForReview: false,
      showDirectPublish: false,
      showChangeCommunity: false,
      showPublishWithoutCommunity: false,
      showCommunitySelection: true,
      disableCommunitySelection: false,
    });
  });

  it("uses InvenioRDM's labels", () => {
    expect(PUBLISH_WITHOUT_COMMUNITY_LABEL).toBe('Publish without community');
    expect(CHANGE_COMMUNITY_LABEL).toBe('Change community');
    expect(VERIFIED_COMMUNITY_LABEL).toBe('Verified');
    expect(GO_TO_COMMUNITY_LABEL).toBe('Go to the community');
  });
});

describe('verified communities', () => {
  const verified = aCommunity({ id: 'v1', slug: 'eu-open', theme: { enabled: true } });

  it.each([
    [{ enabled: true }, true],
    [{ enabled: false }, false],
    [{}, false],
    [undefined, false],
  ])('theme %p -> verified %p', (theme, expected) => {
    expect(isVerifiedCommunity(aCommunity({ theme }))).toBe(expected);
  });

  it('is not verified when no community is chosen', () => {
    expect(isVerifiedCommunity(null)).toBe(false);
  });

  it('takes a new submission only through its upload form', () => {
    expect(requiresCommunityUploadForm(aDraft(), verified)).toBe(true);
    const toOther = aDraft({
      status: 'draft_with_review',
      parent: { review: { receiver: { community: 'other' } } },
    });
    expect(requiresCommunityUploadForm(toOther, verified)).toBe(true);
  });

  it('keeps a record it already received', () => {
    const received = aDraft({
      status: 'draft_with_review',
      parent: { review: { receiver: { community: 'v1' } } },
    });
    expect(requiresCommunityUploadForm(received, verified)).toBe(false);
  });

  it('does not apply to communities without a theme', () => {
    expect(requiresCommunityUploadForm(aDraft(), aCommunity())).toBe(false);
    expect(requiresCommunityUploadForm(aDraft(), null)).toBe(false);
  });

  it('links to the community page', () => {
    expect(communityPageHref(verified)).toBe('/communities/eu-open');
  });
});
