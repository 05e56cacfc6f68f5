import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { aSharedRecord } from '../../factories/access';
import { openShareModal, renderShareAccess } from './renderShareAccess';

const recordWithSettings = () =>
  aSharedRecord({
    parent: {
      id: 'par12-34567',
      access: {
        owned_by: { user: '1' },
        settings: {
          allow_user_requests: true,
          allow_guest_requests: false,
          accept_conditions_text: '<p>Only for research</p>',
          secret_link_expiration: 30,
        },
      },
    },
  });

const openSettings = async (user: UserEvent) => {
  const dialog = await openShareModal(user);
  await user.click(within(dialog).getByRole('tab', { name: 'Settings' }));
  return dialog;
};

describe('Settings tab', () => {
  it('shows the saved settings', async () => {
    const { user } = renderShareAccess({ record: recordWithSettings() });
    const dialog = await openSettings(user);
    expect(
      within(dialog).getByRole('checkbox', { name: 'Allow authenticated users to request access' }),
    ).toBeChecked();
    expect(
      within(dialog).getByRole('checkbox', { name: 'Allow guests to request access' }),
    ).not.toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: 'Secret link expiration' })).toHaveValue(
      '30',
    );
    expect(
      await within(dialog).findByRole('textbox', {
        name: 'Conditions to accept before requesting access',
      }),
    ).toHaveTextContent('Only for research');
  });

  it('saves the changed settings', async () => {
    const { user, api } = renderShareAccess({ record: recordWithSettings() });
    const dialog = await openSettings(user);
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Allow guests to request access' }),
    );
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Secret link expiration' }),
      '1 year',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Settings saved.')).toBeInTheDocument();
    expect(api.callsOf('updateSettings').map((call) => call.args)).toEqual([
      [
        {
          allow_user_requests: true,
          allow_guest_requests: true,
          accept_conditions_text: '<p>Only for research</p>',
          secret_link_expiration: '365',
        },
      ],
    ]);
    // Saved settings stay when the user comes back to the tab.
    await user.click(within(dialog).getByRole('tab', { name: /People/ }));
    await user.click(within(dialog).getByRole('tab', { name: 'Settings' }));
    expect(within(dialog).getByRole('combobox', { name: 'Secret link expiration' })).toHaveValue(
      '365',
    );
  });

  it('opens again with the settings saved since the page was loaded', async () => {
    const { user } = renderShareAccess({ record: recordWithSettings() });
    let dialog = await openSettings(user);
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Allow guests to request access' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('Settings saved.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    dialog = await openSettings(user);
    expect(
      within(dialog).getByRole('checkbox', { name: 'Allow guests to request access' }),
    ).toBeChecked();
  });

  it('shows the server message under its own header when saving fails', async () => {
    const { user } = renderShareAccess({
      record: recordWithSettings(),
      fail: { updateSettings: { message: 'Permission denied.', status: 403 } },
    });
    const dialog = await openSettings(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Unable to change the access request settings.');
    expect(alert).toHaveTextContent('Permission denied.');
    expect(within(dialog).queryByText('Settings saved.')).not.toBeInTheDocument();
  });

  it('forgets unsaved changes and closes on Cancel', async () => {
    const { user, api } = renderShareAccess({ record: recordWithSettings() });
    let dialog = await openSettings(user);
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Allow authenticated users to request access' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus();
    expect(api.callsOf('updateSettings')).toHaveLength(0);

    dialog = await openSettings(user);
    await waitFor(() =>
      expect(
        within(dialog).getByRole('checkbox', {
          name: 'Allow authenticated users to request access',
        }),
      ).toBeChecked(),
    );
  });
});
