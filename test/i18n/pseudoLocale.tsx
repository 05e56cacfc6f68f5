import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../src/ui/i18n/createI18n';
import { en } from '../../src/ui/i18n/en';

/** en-XA is the conventional pseudo-locale: English, but every catalog text is marked. */
export const PSEUDO_LOCALE = 'en-XA';
export const OPEN_MARK = '⟦';
export const CLOSE_MARK = '⟧';

/**
 * The English catalog with every text wrapped in marks, as a host would pass its catalog.
 * A text that skips t(), or whose key is missing from en.ts, falls back unmarked.
 */
export const pseudoCatalog = (): Record<string, string> =>
  Object.fromEntries(
    Object.entries(en).map(([key, text]) => [key, `${OPEN_MARK}${text}${CLOSE_MARK}`]),
  );

export const pseudoI18n = () =>
  createI18n({
    locale: PSEUDO_LOCALE,
    resources: { [PSEUDO_LOCALE]: { translation: pseudoCatalog() } },
  });

/** Renders under the pseudo-locale; answers the view and a user-event session. */
export const renderInPseudoLocale = (ui: ReactElement) => {
  const view = render(<I18nextProvider i18n={pseudoI18n()}>{ui}</I18nextProvider>);
  return { ...view, user: userEvent.setup() };
};
