import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../src/ui/i18n/createI18n';

/**
 * Renders what `build` makes (with the English catalog) and answers the view, a user-event
 * session and `rerender(overrides)`, which builds it again with some props changed.
 */
export const renderWithOverrides = <P,>(build: (overrides: Partial<P>) => ReactElement) => {
  const i18n = createI18n();
  const element = (overrides: Partial<P>) => (
    <I18nextProvider i18n={i18n}>{build(overrides)}</I18nextProvider>
  );
  const view = render(element({}));
  return {
    ...view,
    user: userEvent.setup(),
    rerender: (overrides: Partial<P>) => view.rerender(element(overrides)),
  };
};
