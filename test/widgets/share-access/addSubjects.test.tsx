import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Grant } from '../../../src/core/model';
import { aGroupGrant } from '../../factories/access';
import { aPerson, grantTo, openShareModal, renderShareAccess } from './renderShareAccess';

const owner = aPerson('1', 'Jan Owner', 'jowner');
const jane = aPerson('7', 'Jane Doe', 'jdoe');
const janet = aPerson('8', 'Janet Smith', 'jsmith');
const jan = aPerson('9', 'Jan Novak', 'jnovak');
const people = [owner, jane, janet, jan];

const openAddPeople = async (user: UserEvent) => {
  const share = await openShareModal(user);
  await user.click(await within(share).findByRole('button', { name: 'Add people' }));
  return screen.findByRole('dialog', { name: 'Add people' });
};

const pick = async (user: UserEvent, dialog: HTMLElement, typed: string, label: string) => {
  const search = within(dialog).getByRole('combobox', { name: 'Search for people' });
  await user.clear(search);
  await user.type(search, typed);
  const suggestions = await within(dialog).findByRole('listbox', { name: 'Suggestions' });
  await user.click(within(suggestions).getByRole('option', { name: label }));
};

const sentGrants = (api: ReturnType<typeof renderShareAccess>['api']) =>
  api.callsOf('createGrants').map((call) => call.args[0] as Grant[]);

describe('Add people', () => {
  it('opens with focus in the search box and Add disabled until someone is picked', async () => {
    const { user } = renderShareAccess({ people });
    const dialog = await openAddPeople(user);
    expect(within(dialog).getByRole('combobox', { name: 'Search for people' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Add' })).toBeDisabled();
    expect(dialog).toHaveTextContent('Only users with a public profile can be invited.');
  });

  it('searches once the typing pauses, and never suggests the owner or those granted', async () => {
    const { user, api } = renderShareAccess({ people, users: [grantTo(jane)] });
    const dialog = await openAddPeople(user);
    await user.type(within(dialog).getByRole('combobox', { name: 'Search for people' }), 'jan');
    const suggestions = await within(dialog).findByRole('listbox', { name: 'Suggestions' });
    expect(api.callsOf('searchUsers').map((call) => call.args)).toEqual([['jan']]);
    expect(
      within(suggestions)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Janet Smith (jsmith)', 'Jan Novak (jnovak)']);
  });

  it('creates every picked grant in one request, then lists them', async () => {
    const { user, api } = renderShareAccess({ people });
    const dialog = await openAddPeople(user);
    await pick(user, dialog, 'janet', 'Janet Smith (jsmith)');
    await pick(user, dialog, 'novak', 'Jan Novak (jnovak)');
    const selected = within(dialog).getByRole('list', { name: 'Selected' });
    expect(within(selected).getAllByRole('listitem')).toHaveLength(2);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Access' }), 'edit');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add people' })).toBeNull());
    expect(sentGrants(api)).toEqual([
      [
        { subject: { type: 'user', id: '8' }, permission: 'edit' },
        { subject: { type: 'user', id: '9' }, permission: 'edit' },
      ],
    ]);
    expect(await screen.findByRole('tab', { name: 'People (2)' })).toBeInTheDocument();
    expect(screen.getByText('Janet Smith', { selector: '.header' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add people' })).toHaveFocus();
  });

  it('can take a picked person off the list again', async () => {
    const { user } = renderShareAccess({ people });
    const dialog = await openAddPeople(user);
    await pick(user, dialog, 'janet', 'Janet Smith (jsmith)');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Janet Smith' }));
    expect(within(dialog).queryByRole('list', { name: 'Selected' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add' })).toBeDisabled();
  });

  it('sends notify and the message when Notify people is checked', async () => {
    const { user, api } = renderShareAccess({ people });
    const dialog = await openAddPeople(user);
    await pick(user, dialog, 'janet', 'Janet Smith (jsmith)');
    expect(within(dialog).queryByText('Message')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Notify people' }));
    // The editor's code loads lazily, on first use.
    const message = await within(dialog).findByRole('textbox', { name: 'Message' });
    await user.click(message);
    // One paste, not key by key: the controlled editor can drop keys typed between renders
    // (reported to the rich-text helper).
    await user.paste('Please review');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(sentGrants(api)).toHaveLength(1));
    expect(sentGrants(api)[0]).toEqual([
      {
        subject: { type: 'user', id: '8' },
        permission: 'view',
        notify: true,
        message: '<p>Please review</p>',
      },
    ]);
  });

  it('shows the server message and field errors, and keeps the choice, when adding fails', async () => {
    const { user } = renderShareAccess({
      people,
      fail: {
        createGrants: {
          message: 'A validation error occurred.',
          status: 400,
          fieldErrors: [
            { field: 'subject.id', messages: ['Could not find the specified subject.'] },
            { field: 'subject.id', messages: ['Could not find the specified subject.'] },
          ],
        },
      },
    });
    const dialog = await openAddPeople(user);
    await pick(user, dialog, 'janet', 'Janet Smith (jsmith)');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('A validation error occurred.');
    expect(within(alert).getAllByText(/Could not find the specified subject\./)).toHaveLength(1);
    expect(within(dialog).getByRole('list', { name: 'Selected' })).toHaveTextContent('Janet Smith');
  });

  it('gives focus back to Add people on Cancel', async () => {
    const { user, api } = renderShareAccess({ people });
    const dialog = await openAddPeople(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Add people' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add people' })).toHaveFocus();
    expect(api.callsOf('createGrants')).toHaveLength(0);
  });
  it('closes alone on Escape, leaving the Share access modal open', async () => {
    const { user } = renderShareAccess({ people });
    await openAddPeople(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Add people' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Share access' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add people' })).toHaveFocus();
  });

  it('closes only the suggestions on Escape in the search box, then itself', async () => {
    const { user } = renderShareAccess({ people });
    const dialog = await openAddPeople(user);
    const search = within(dialog).getByRole('combobox', { name: 'Search for people' });
    await user.type(search, 'jan');
    await within(dialog).findByRole('listbox', { name: 'Suggestions' });
    await user.keyboard('{Escape}');
    expect(search).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog', { name: 'Add people' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Add people' })).not.toBeInTheDocument();
  });

  it('picks a suggestion with the arrow keys and Enter', async () => {
    const { user } = renderShareAccess({ people });
    const dialog = await openAddPeople(user);
    await user.type(within(dialog).getByRole('combobox', { name: 'Search for people' }), 'novak');
    await within(dialog).findByRole('option', { name: 'Jan Novak (jnovak)' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(within(dialog).getByRole('list', { name: 'Selected' })).toHaveTextContent('Jan Novak');
    expect(screen.getByRole('dialog', { name: 'Add people' })).toBeInTheDocument();
  });
});

describe('Add groups', () => {
  it('searches groups and grants them as roles', async () => {
    const teams = [{ id: 'editors', name: 'editors', description: 'Editorial board' }];
    const { user, api } = renderShareAccess({ teams, groups: [aGroupGrant()] });
    const share = await openShareModal(user);
    await user.click(await within(share).findByRole('tab', { name: 'Groups (1)' }));
    await user.click(within(share).getByRole('button', { name: 'Add groups' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add groups' });
    expect(dialog).not.toHaveTextContent('public profile');
    await user.type(within(dialog).getByRole('combobox', { name: 'Search for groups' }), 'edit');
    await user.click(
      await within(dialog).findByRole('option', { name: 'editors (Editorial board)' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(sentGrants(api)).toHaveLength(1));
    expect(sentGrants(api)[0]).toEqual([
      { subject: { type: 'role', id: 'editors' }, permission: 'view' },
    ]);
    expect(await screen.findByRole('tab', { name: 'Groups (2)' })).toBeInTheDocument();
  });
});
