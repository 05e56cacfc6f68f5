import { screen, waitFor, within } from '@testing-library/react';
import { aGroupGrant, anAccessLink, aSharedRecord, sharingLinks } from '../../factories/access';
import { aPerson, grantTo, openShareModal, renderShareAccess } from './renderShareAccess';

const jane = aPerson('7', 'Jane Doe', 'jdoe');
const max = aPerson('8', 'Max Muster', 'mmuster');

describe('Share button', () => {
  it('opens the Share access modal with its tabs and their counts', async () => {
    const { user } = renderShareAccess({
      users: [grantTo(jane), grantTo(max)],
      groups: [aGroupGrant()],
      links: [anAccessLink({ id: 'a' }), anAccessLink({ id: 'b' }), anAccessLink({ id: 'c' })],
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await openShareModal(user);
    const tabs = within(dialog).getByRole('tablist');
    expect(await within(tabs).findByRole('tab', { name: 'People (2)' })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'Groups (1)' })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'Links (3)' })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'Settings' })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'People (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('marks a tab busy while the list it counts is loading', async () => {
    const { user } = renderShareAccess({
      hang: ['listUsers'],
      links: [anAccessLink({ id: 'a' }), anAccessLink({ id: 'b' })],
    });
    const dialog = await openShareModal(user);
    const links = await within(dialog).findByRole('tab', { name: 'Links (2)' });
    await waitFor(() => expect(links).not.toHaveAttribute('aria-busy'));
    expect(within(dialog).getByRole('tab', { name: 'People (0)' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(within(dialog).getByRole('tab', { name: 'Settings' })).not.toHaveAttribute('aria-busy');
  });

  it('has no Groups tab, and asks for no groups, when groups are disabled', async () => {
    const links = { ...sharingLinks('rec12-34567'), access_groups: undefined };
    const { user, api } = renderShareAccess({ record: aSharedRecord({ links }) });
    const dialog = await openShareModal(user);
    await within(dialog).findByRole('tab', { name: 'People (0)' });
    expect(within(dialog).queryByRole('tab', { name: /Groups/ })).not.toBeInTheDocument();
    expect(api.callsOf('listGroups')).toHaveLength(0);
  });

  it('hides Close on the Settings tab, which has Cancel and Save instead', async () => {
    const { user } = renderShareAccess();
    const dialog = await openShareModal(user);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    await user.click(within(dialog).getByRole('tab', { name: 'Settings' }));
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeVisible();
  });

  it('moves focus into the modal, between tabs with the arrow keys, and back on close', async () => {
    const { user } = renderShareAccess();
    const dialog = await openShareModal(user);
    const people = within(dialog).getByRole('tab', { name: /People/ });
    expect(people).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('tab', { name: /Groups/ })).toHaveFocus();
    expect(within(dialog).getByRole('tab', { name: /Groups/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{End}');
    expect(within(dialog).getByRole('tab', { name: 'Settings' })).toHaveFocus();
    await user.keyboard('{Home}');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus();
  });

  it('aborts its requests when closed mid-load, and shows no error', async () => {
    const { user, api } = renderShareAccess({ hang: ['listUsers', 'listLinks'] });
    const dialog = await openShareModal(user);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsOf('listUsers')).toHaveLength(1);
    // Opening again starts afresh.
    await openShareModal(user);
    await waitFor(() => expect(api.callsOf('listUsers')).toHaveLength(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows why a list could not be loaded', async () => {
    const { user } = renderShareAccess({
      fail: { listUsers: { message: 'Permission denied.', status: 403 } },
    });
    const dialog = await openShareModal(user);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('Permission denied.');
  });

  it('is disabled, with the reason as its description, without the right to share', async () => {
    const { user } = renderShareAccess({ permissions: {} });
    const button = screen.getByRole('button', { name: 'Share' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription("You don't have permissions to share this record.");
    await user.tab();
    expect(button).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      "You don't have permissions to share this record.",
    );
    await user.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
