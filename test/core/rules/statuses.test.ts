import { isDeclinedOrExpired, isRecordPublished, isRecordStatus } from '../../../src/core/rules';

describe('isRecordStatus', () => {
  it.each([
    'draft',
    'new_version_draft',
    'draft_with_review',
    'in_review',
    'declined',
    'expired',
    'published',
  ])('%s is a status', (status) => {
    expect(isRecordStatus(status)).toBe(true);
  });

  it.each([undefined, null, '', 'cancelled', 'Draft', 7])('%p is not', (value) => {
    expect(isRecordStatus(value)).toBe(false);
  });
});

describe('isRecordPublished', () => {
  it.each([
    [{ status: 'draft', is_published: false }, false],
    [{ status: 'new_version_draft', is_published: false }, false],
    [{ status: 'published', is_published: true }, true],
    [{ status: 'published' }, true],
    [{ is_published: true }, true],
    [{}, false],
  ])('%p -> %p', (record, expected) => {
    expect(isRecordPublished(record)).toBe(expected);
  });
});

describe('isDeclinedOrExpired', () => {
  it.each([
    ['draft', false],
    ['new_version_draft', false],
    ['draft_with_review', false],
    ['in_review', false],
    ['declined', true],
    ['expired', true],
    ['published', false],
    [undefined, false],
  ])('%s -> %p', (status, expected) => {
    expect(isDeclinedOrExpired(status)).toBe(expected);
  });
});
