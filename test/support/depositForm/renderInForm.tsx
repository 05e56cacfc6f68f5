import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { EditorRecord } from '../../../src/core/model';
import { BUILT_IN_SECTIONS } from '../../../src/core/rules/depositSections';
import { createI18n } from '../../../src/ui/i18n/createI18n';
import { DepositSectionsProvider } from '../../../src/widgets/deposit-form/layout/DepositSections';
import { FormikHarness, type FormikHarnessProps } from './formikHarness';

export type RenderInFormOptions = Omit<FormikHarnessProps, 'children' | 'onValues'> & {
  /** For `jest.useFakeTimers()`: user-event then advances jest's clock. */
  fakeTimers?: boolean;
};

/** Renders `ui` inside the harness; answers the latest form values and a user-event session. */
export const renderInForm = (
  ui: ReactNode,
  { fakeTimers, ...options }: RenderInFormOptions = {},
) => {
  let latest: EditorRecord | undefined;
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  const onSubmit = jest.fn<void, [EditorRecord]>();
  const element = (child: ReactNode) => (
    <I18nextProvider i18n={createI18n()}>
      <FormikHarness
        onSubmit={onSubmit}
        {...options}
        onValues={(values) => {
          latest = values;
        }}
      >
        <DepositSectionsProvider sections={BUILT_IN_SECTIONS} root={{ current: document.body }}>
          {child}
        </DepositSectionsProvider>
      </FormikHarness>
    </I18nextProvider>
  );
  const view = render(element(ui));
  return {
    ...view,
    user,
    onSubmit,
    values: (): EditorRecord => {
      if (!latest) throw new Error('The form has not rendered');
      return latest;
    },
    rerender: (next: ReactNode) => view.rerender(element(next)),
  };
};
