import {
  STATUS_BANNERS,
  UNKNOWN_STATUS_ERROR,
  VIEW_REQUEST_LABEL,
  VIEW_REQUEST_TOOLTIP,
  statusBanner,
  viewRequestHref,
} from '../../../src/core/rules';
import { RECORD_STATUSES } from '../../../src/core/model';

describe('statusBanner', () => {
  it.each([
    [
      'in_review',
      'warning',
      'In review',
      'Community curators will review your upload. Once accepted, it will be published.',
      true,
    ],
    [
      'declined',
      'negative',
      'Declined',
      'The request to submit this upload to the community was declined.',
      false,
    ],
    [
      'expired',
      null,
      'Expired',
      'The request to submit this upload to the community has expired.',
      false,
    ],
    ['published', 'positive', 'Published', 'Your upload is published.', false],
    [
      'draft_with_review',
      'neutral',
      'Draft',
      'Once your upload is complete, you can submit it for review to the community curators.',
      false,
    ],
    [
      'draft',
      'neutral',
      'Draft',
      'Once your upload is complete, you can publish or submit it for review to the community curators.',
      false,
    ],
    [
      'new_version_draft',
      'neutral',
      'New version draft',
      'Once your upload is complete, you can publish it.',
      false,
    ],
    [
      'new_version_draft_with_review',
      'neutral',
      'New version draft',
      'Once your upload is complete, you can submit it for review to the community curators.',
      false,
    ],
  ])('%s: colour %s, title %s', (status, colour, title, message, hasViewRequestLink) => {
    expect(statusBanner(status)).toEqual({ colour, title, message, hasViewRequestLink });
  });

  it('has a row for every status and no other', () => {
    expect(Object.keys(STATUS_BANNERS).sort()).toEqual([...RECORD_STATUSES].sort());
  });

  it.each([['unknown'], [''], [undefined], ['archived'], ['PUBLISHED']])(
    'throws for status %p',
    (status) => {
      expect(() => statusBanner(status)).toThrow(new Error('Status is undefined'));
      expect(UNKNOWN_STATUS_ERROR).toBe('Status is undefined');
    },
  );

  it('inherited object keys are not statuses', () => {
    expect(() => statusBanner('toString')).toThrow('Status is undefined');
  });
});

describe('View request link', () => {
  it('leads to the request page with a tooltip', () => {
    expect(viewRequestHref('0f3c-42')).toBe('/me/requests/0f3c-42');
    expect(VIEW_REQUEST_LABEL).toBe('View request');
    expect(VIEW_REQUEST_TOOLTIP).toBe('Opens in new tab');
  });

  it('encodes an id that could break the path', () => {
    expect(viewRequestHref('a/b?c')).toBe('/me/requests/a%2Fb%3Fc');
  });
});
