import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { I18nextProvider } from 'react-i18next';
import type { AccessRequestResult } from '../../../src/core/model';
import { createI18n } from '../../../src/ui/i18n/createI18n';
import {
  RequestAccess,
  type RequestAccessProps,
  type RequestAccessVisitor,
} from '../../../src/widgets/request-access';
import { accessRequestChecks } from '../../../src/widgets/request-access/accessRequestChecks';
import { aRequestableRecord } from '../../factories/accessRequest';
import {
  fakeAccessRequestsApi,
  type FakeAccessRequestsApiOptions,
} from '../../support/requestAccess/fakeAccessRequestsApi';

/** A logged-in user whose account is jane.doe@example.org. */
export const JANE: RequestAccessVisitor = {
  id: '2',
  email: 'Jane.Doe@example.org',
  full_name: 'Jane Doe',
};

export const REQUEST_LINK = 'https://repo.test/api/records/rec12-34567/access/request';

/**
 * The form's checks, which load once the form shows; a test file that does not try the form
 * before them starts with them loaded (`beforeAll(checksLoaded)`).
 */
export const checksLoaded = () => accessRequestChecks.load();

/** The widget over a fake server (which knows Jane's account), in English. */
export const renderRequestAccess = (
  props: Partial<RequestAccessProps> = {},
  apiOptions: FakeAccessRequestsApiOptions = {},
) => {
  const accessRequestsApi = fakeAccessRequestsApi({ accountEmail: JANE.email, ...apiOptions });
  const onSent = jest.fn<void, [AccessRequestResult]>();
  const view = render(
    <I18nextProvider i18n={createI18n()}>
      <RequestAccess
        record={aRequestableRecord()}
        visitor={null}
        accessRequestsApi={accessRequestsApi}
        onSent={onSent}
        {...props}
      />
    </I18nextProvider>,
  );
  return { ...view, accessRequestsApi, onSent, user: userEvent.setup() };
};

/** The widget's outer element, which names its state. */
export const widget = (container: HTMLElement) =>
  container.querySelector('.rdm-request-access') as HTMLElement;

export const sendButton = () => screen.getByRole('button', { name: 'Send' });

/** Contrast needs real styles; jsdom has none, so it is left to Storybook's a11y check. */
export const axeViolations = async (container: HTMLElement) => {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.html)}`);
};
