import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../src/ui/i18n/createI18n';
import { RequestAccess } from '../../../src/widgets/request-access';
import { aRequestableRecord } from '../../factories/accessRequest';
import { fakeAccessRequestsApi } from '../../support/requestAccess/fakeAccessRequestsApi';

// The form's checks are a module of their own, loaded after the form shows: these tests do
// not wait for them (renderRequestAccess.tsx does).
const renderGuestForm = (apiOptions: Parameters<typeof fakeAccessRequestsApi>[0] = {}) => {
  const accessRequestsApi = fakeAccessRequestsApi(apiOptions);
  render(
    <I18nextProvider i18n={createI18n()}>
      <RequestAccess
        record={aRequestableRecord()}
        visitor={null}
        accessRequestsApi={accessRequestsApi}
      />
    </I18nextProvider>,
  );
  return accessRequestsApi;
};

const fullName = () => screen.getByRole('textbox', { name: 'Full name' });

describe('RequestAccess: a send before the form has its checks', () => {
  it('waits for them: sends nothing and says what is missing', async () => {
    const accessRequestsApi = renderGuestForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(fullName()).toHaveFocus());
    expect(fullName()).toHaveAccessibleDescription('Full name is a required field.');
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveAccessibleDescription(
      'E-mail address is a required field.',
    );
    expect(accessRequestsApi.calls).toEqual([]);
  });
});
