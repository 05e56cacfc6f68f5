import {
  DEFAULT_LINK_EXPIRATION_DAYS,
  LINK_EXPIRATION_CHOICES,
  expiresAtForChoice,
  isValidLinkExpiryInput,
  linkDescriptionText,
  linkExpiryText,
} from '../../../src/core/rules';

describe('link expiration choices', () => {
  it('offers the expiry choices in order, defaulting to Never', () => {
    expect(LINK_EXPIRATION_CHOICES).toEqual([
      { days: 0, label: 'Never' },
      { days: 30, label: '1 month' },
      { days: 60, label: '2 months' },
      { days: 180, label: '6 months' },
      { days: 365, label: '1 year' },
    ]);
    expect(DEFAULT_LINK_EXPIRATION_DAYS).toBe(0);
  });

  it.each([
    [0, undefined],
    [30, '2026-03-31'],
    [60, '2026-04-30'],
    [180, '2026-08-28'],
    [365, '2027-03-01'],
  ])('%i days from 2026-03-01 -> %p', (days, expected) => {
    expect(expiresAtForChoice(days, new Date('2026-03-01T15:30:00Z'))).toBe(expected);
  });
});

describe('isValidLinkExpiryInput', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['2031-05-01', true],
    [' 2031-05-01 ', true],
    ['2031-5-1', false],
    ['2031-02-30', false],
    ['01/05/2031', false],
    ['never', false],
  ])('%p -> %p', (value, valid) => {
    expect(isValidLinkExpiryInput(value)).toBe(valid);
  });
});

describe('link list texts', () => {
  it.each([
    [null, 'Never'],
    [undefined, 'Never'],
    ['', 'Never'],
    ['2031-05-01', '2031-05-01'],
  ])('expiry %p -> %p', (expiresAt, text) => {
    expect(linkExpiryText(expiresAt)).toBe(text);
  });

  it.each([
    [undefined, '-'],
    [null, '-'],
    ['', '-'],
    ['For the reviewers', 'For the reviewers'],
    ['x'.repeat(60), 'x'.repeat(60)],
    ['y'.repeat(61), `${'y'.repeat(59)}…`],
  ])('description %p -> %p', (description, text) => {
    expect(linkDescriptionText(description)).toBe(text);
  });
});
