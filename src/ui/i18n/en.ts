/**
 * The English catalog. Keys are the English texts themselves (SPEC.md is written in English
 * and its messages are used word for word), so a missing translation falls back to them.
 */
export const en = {
  'This widget could not be loaded': 'This widget could not be loaded',
  'The page gave it settings it cannot use:': 'The page gave it settings it cannot use:',
  'Something went wrong while showing this part of the page.':
    'Something went wrong while showing this part of the page.',
  'Reload the page to try again. If the problem persists, contact user support.':
    'Reload the page to try again. If the problem persists, contact user support.',
} as const;
