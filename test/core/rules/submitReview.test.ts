import {
  MUST_ACCEPT_MESSAGE,
  RESTRICTED_COMMUNITY_SUBMISSION_MESSAGE,
  communitySubmissionError,
  isReviewCommentShown,
  validateSubmitReview,
} from '../../../src/core/rules';
import { aCommunity } from '../../factories/community';

const must = 'You must accept this.';

describe('validateSubmitReview', () => {
  it.each([
    [false, true, true, {}],
    [false, false, true, { acceptAfterPublishRecord: must }],
    [false, true, false, { acceptAccessToRecord: must }],
    [false, false, false, { acceptAccessToRecord: must, acceptAfterPublishRecord: must }],
    [true, false, true, {}],
    [true, true, true, {}],
    [true, false, false, { acceptAccessToRecord: must }],
  ])(
    'record published %p, after-publish %p, access %p -> %p',
    (recordPublished, acceptAfterPublishRecord, acceptAccessToRecord, errors) => {
      expect(
        validateSubmitReview(
          { acceptAccessToRecord, acceptAfterPublishRecord },
          { recordPublished },
        ),
      ).toEqual(errors);
    },
  );

  it('the review comment is optional', () => {
    expect(
      validateSubmitReview(
        { acceptAccessToRecord: true, acceptAfterPublishRecord: true, reviewComment: '' },
        { recordPublished: false },
      ),
    ).toEqual({});
  });

  it("uses InvenioRDM's message", () => {
    expect(MUST_ACCEPT_MESSAGE).toBe(must);
  });
});

describe('isReviewCommentShown', () => {
  it.each([
    [false, true],
    [true, false],
  ])('direct publish %p -> comment shown %p', (direct, shown) => {
    expect(isReviewCommentShown(direct)).toBe(shown);
  });
});

describe('communitySubmissionError', () => {
  const message = 'Submission to this community is only allowed if the record is restricted.';
  const restricted = aCommunity({ access: { visibility: 'restricted' } });

  it.each([
    ['public', restricted, message],
    ['restricted', restricted, null],
    ['public', aCommunity(), null],
    ['restricted', aCommunity(), null],
  ] as const)('record %s to %p -> %p', (record, community, expected) => {
    expect(communitySubmissionError({ record }, community)).toBe(expected);
  });

  it("uses InvenioRDM's message", () => {
    expect(RESTRICTED_COMMUNITY_SUBMISSION_MESSAGE).toBe(message);
  });
});
