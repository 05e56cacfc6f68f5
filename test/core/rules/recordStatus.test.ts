import { recordStatus } from '../../../src/core/rules';

const review = (status: unknown) => ({ review: { status } });

describe('recordStatus', () => {
  it.each([
    ['the server gave one', { status: 'in_review', is_draft: true }, 'in_review'],
    ['the server gave an unknown one', { status: 'archived', is_published: true }, 'archived'],
    ['published', { is_published: true, is_draft: false }, 'published'],
    ['a first draft', { is_published: false, is_draft: true }, 'draft'],
    ['a new version', { is_draft: true, versions: { index: 2 } }, 'new_version_draft'],
    ['in review', { is_draft: true, parent: review('submitted') }, 'in_review'],
    [
      'a new version to review',
      { is_draft: true, versions: { index: 2 }, parent: review('created') },
      'new_version_draft_with_review',
    ],
    ['a review of an odd status', { is_draft: true, parent: review(['submitted']) }, 'draft'],
    ['a status that is not a string', { status: 7, is_published: true }, 'published'],
    ['a new upload', {}, undefined],
  ])('%s: %p reads as %p', (_, record, expected) => {
    expect(recordStatus(record)).toBe(expected);
  });
});
