import type { EditorRecord } from '../../../src/core/model';
import {
  REVIEW_DELETABLE_STATUSES,
  REVIEW_UPDATABLE_STATUSES,
  SUBMIT_REVIEW_DISALLOWED_STATUSES,
  canDeleteReview,
  canUpdateReview,
  isReviewPresent,
  isSubmitReviewDisallowed,
} from '../../../src/core/rules';
import { aDraft } from '../../factories/draft';

describe('review rules by status', () => {
  it.each([
    // status, delete, update, submit disallowed
    ['draft', false, true, false],
    ['new_version_draft', false, false, true],
    ['draft_with_review', true, true, false],
    ['in_review', false, false, true],
    ['declined', true, true, false],
    ['expired', true, true, false],
    ['published', false, false, true],
  ])('%s: delete %p, update %p, submit disallowed %p', (status, del, update, disallowed) => {
    expect(canDeleteReview(status)).toBe(del);
    expect(canUpdateReview(status)).toBe(update);
    expect(isSubmitReviewDisallowed(status)).toBe(disallowed);
  });

  it('exposes the three sets, a new version under review with draft_with_review', () => {
    expect(REVIEW_DELETABLE_STATUSES).toEqual([
      'draft_with_review',
      'new_version_draft_with_review',
      'declined',
      'expired',
    ]);
    expect([...REVIEW_UPDATABLE_STATUSES].sort()).toEqual(
      ['declined', 'draft', 'draft_with_review', 'expired', 'new_version_draft_with_review'].sort(),
    );
    expect(SUBMIT_REVIEW_DISALLOWED_STATUSES).toEqual([
      'published',
      'in_review',
      'new_version_draft',
    ]);
  });

  it.each([undefined, 'unknown'])(
    'an unknown status %p allows nothing and forbids nothing',
    (s) => {
      expect(canDeleteReview(s)).toBe(false);
      expect(canUpdateReview(s)).toBe(false);
      expect(isSubmitReviewDisallowed(s)).toBe(false);
    },
  );
});

describe('isReviewPresent', () => {
  const review = { receiver: { community: 'c1' }, type: 'community-submission' };

  it.each([
    ['draft_with_review', review, true],
    ['in_review', review, true],
    ['declined', review, true],
    ['expired', review, true],
    ['new_version_draft', review, true],
    ['draft', review, false],
    ['draft_with_review', null, false],
    ['draft_with_review', undefined, false],
    ['in_review', {}, false],
  ])('status %s with review %p -> %p', (status, parentReview, expected) => {
    expect(isReviewPresent({ status, parent: { review: parentReview } })).toBe(expected);
  });

  it('accepts the server record shape', () => {
    const draft = aDraft({ status: 'in_review', parent: { id: 'p1', review } });
    expect(isReviewPresent(draft)).toBe(true);
  });

  it('is false without a parent', () => {
    expect(isReviewPresent({ status: 'in_review' })).toBe(false);
  });

  it('accepts the editor record shape', () => {
    const record: Pick<EditorRecord, 'status' | 'parent'> = {
      status: 'in_review',
      parent: { review },
    };
    expect(isReviewPresent(record)).toBe(true);
  });
});
