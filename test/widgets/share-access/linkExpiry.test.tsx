import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { shareAccessWidget } from '../../../src/widgets/share-access/mount';
import { anAccessLink, aSharedRecord } from '../../factories/access';
import { openShareModal, renderShareAccess } from './renderShareAccess';

const REQUIRED = { require_secret_links_expiration: true };

const inDays = (days: number) => {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

const openTab = async (user: UserEvent, name: RegExp) => {
  const dialog = await openShareModal(user);
  await user.click(within(dialog).getByRole('tab', { name }));
  return dialog;
};

const newLinkForm = () => screen.getByRole('form', { name: 'New link' });

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('Share: a repository that requires links to expire', () => {
  it('offers no Never, chooses no expiry for the user, and sends nothing without one', async () => {
    const { api, user } = renderShareAccess({ config: REQUIRED });
    await openTab(user, /^Links/);
    await screen.findByText('No links have been created yet.');
    const expires = within(newLinkForm()).getByRole('combobox', { name: 'Expires' });
    expect(optionTexts(expires)).toEqual(['Select…', '1 month', '2 months', '6 months', '1 year']);
    expect(expires).toBeRequired();

    await user.click(within(newLinkForm()).getByRole('button', { name: 'Create link' }));
    expect(within(newLinkForm()).getByText('Expiration date is required')).toBeInTheDocument();
    expect(expires).toHaveAccessibleDescription('Expiration date is required');
    expect(expires).toHaveFocus();
    expect(api.callsOf('createLink')).toEqual([]);

    await user.selectOptions(expires, '6 months');
    expect(within(newLinkForm()).queryByText('Expiration date is required')).toBeNull();
    await user.click(within(newLinkForm()).getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('Link created.')).toBeInTheDocument();
    expect(api.callsOf('createLink').map((call) => call.args)).toEqual([
      [{ permission: 'view', expires_at: inDays(180), description: '' }],
    ]);
  });

  it("sends a link's expiry along with a new permission, as InvenioRDM then requires", async () => {
    const link = anAccessLink({ id: 'l1', description: 'Reviewers', expires_at: inDays(30) });
    const { api, user } = renderShareAccess({ config: REQUIRED, links: [link] });
    await openTab(user, /^Links/);
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Permission of Reviewers' }),
      'edit',
    );
    await waitFor(() =>
      expect(api.callsOf('updateLink').map((call) => call.args)).toEqual([
        ['l1', { permission: 'edit', expires_at: inDays(30) }],
      ]),
    );
  });

  it('shows the server refusing a link without expiry, field and message', async () => {
    const { user } = renderShareAccess({
      config: REQUIRED,
      fail: {
        createLink: {
          message: 'A validation error occurred.',
          status: 400,
          fieldErrors: [{ field: 'expires_at', messages: ['Expiration date is required'] }],
        },
      },
    });
    await openTab(user, /^Links/);
    await screen.findByText('No links have been created yet.');
    await user.selectOptions(
      within(newLinkForm()).getByRole('combobox', { name: 'Expires' }),
      '1 month',
    );
    await user.click(within(newLinkForm()).getByRole('button', { name: 'Create link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Expires_at: Expiration date is required',
    );
  });

  it("gives guests' links a period: no Never, a saved Never shown as 1 month", async () => {
    const { user } = renderShareAccess({ config: REQUIRED });
    const dialog = await openTab(user, /^Settings/);
    const expiration = within(dialog).getByRole('combobox', { name: 'Secret link expiration' });
    expect(optionTexts(expiration)).toEqual(['1 month', '2 months', '6 months', '1 year']);
    expect(expiration).toHaveValue('30');
  });
});

describe('Share: a repository that does not say (v12, v13, or the setting off)', () => {
  it('offers Never, chosen by default, in both places', async () => {
    const { user } = renderShareAccess();
    const dialog = await openTab(user, /^Links/);
    await screen.findByText('No links have been created yet.');
    const expires = within(newLinkForm()).getByRole('combobox', { name: 'Expires' });
    expect(optionTexts(expires)).toEqual(['Never', '1 month', '2 months', '6 months', '1 year']);
    expect(expires).toHaveDisplayValue('Never');
    expect(expires).not.toBeRequired();
    await user.click(within(dialog).getByRole('tab', { name: 'Settings' }));
    expect(within(dialog).getByRole('combobox', { name: 'Secret link expiration' })).toHaveValue(
      '0',
    );
  });
});

describe('share-access props', () => {
  it('takes the setting from the config, and refuses anything but true or false', () => {
    const record = aSharedRecord();
    const props = { record, permissions: { can_manage: true } };
    const parsed = shareAccessWidget.parseProps({ ...props, config: REQUIRED });
    expect(parsed.ok && parsed.value.config).toEqual(REQUIRED);
    const wrong = shareAccessWidget.parseProps({
      ...props,
      config: { require_secret_links_expiration: 'yes' },
    });
    expect(wrong.ok).toBe(false);
  });
});
