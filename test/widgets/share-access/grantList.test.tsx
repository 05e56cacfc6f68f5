import { screen, waitFor, within } from '@testing-library/react';
import type { SharedRecord } from '../../../src/core/model';
import { settingsOf } from '../../../src/core/rules/accessSettings';
import { ShareModal } from '../../../src/widgets/share-access/ShareModal';
import { aGroupGrant, aSharedRecord } from '../../factories/access';
import { renderWithOverrides } from '../../support/renderWithOverrides';
import { fakeAccessApi, type FakeAccessApiOptions } from '../../support/share/fakeAccessApi';
import { aPerson, grantTo } from './renderShareAccess';

const owner = { ...aPerson('1', 'Olga Owner', 'oowner'), is_current_user: true };
const jane = aPerson('7', 'Jane Doe', 'jdoe');
const max = aPerson('8', 'Max Muster', 'mmuster');

const renderModal = (
  apiOptions: FakeAccessApiOptions = {},
  {
    canManage = true,
    record = aSharedRecord(),
  }: { canManage?: boolean; record?: SharedRecord } = {},
) => {
  const api = fakeAccessApi(apiOptions);
  const onClose = jest.fn();
  const view = renderWithOverrides(() => (
    <ShareModal
      record={record}
      accessApi={api}
      canManage={canManage}
      settings={settingsOf(record)}
      onSettingsSaved={() => undefined}
      onClose={onClose}
    />
  ));
  return { ...view, api, onClose };
};

const rowOf = async (name: string) =>
  (await screen.findByText(name, { exact: false, selector: '.header' })).closest(
    'li',
  ) as HTMLElement;

describe('People tab', () => {
  it('lists the owner first, as Owner, without controls', async () => {
    renderModal({ users: [grantTo(jane), grantTo(owner)] });
    const list = await screen.findByRole('list', { name: 'People' });
    await within(list).findByText('Jane Doe', { selector: '.header' });
    const [first] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Olga Owner (you)');
    expect(within(first as HTMLElement).getByText('Owner')).toBeInTheDocument();
    expect(within(first as HTMLElement).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(first as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('names the owner from the record when the list does not hold them', async () => {
    renderModal({ users: [] });
    const list = await screen.findByRole('list', { name: 'People' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Owner');
    expect(await screen.findByText('No one else has access yet.')).toBeInTheDocument();
  });

  it('shows each person with avatar, name, affiliation, username and permission', async () => {
    renderModal({ users: [grantTo(jane, 'edit')] });
    const row = await rowOf('Jane Doe');
    expect(row).toHaveTextContent('CERN');
    expect(row).toHaveTextContent('jdoe');
    expect(row.querySelector('img')).toHaveAttribute('alt', '');
    expect(within(row).getByRole('combobox', { name: 'Permission of Jane Doe' })).toHaveValue(
      'edit',
    );
  });

  it('saves a new permission at once', async () => {
    const { user, api } = renderModal({ users: [grantTo(jane)] });
    const row = await rowOf('Jane Doe');
    await user.selectOptions(within(row).getByRole('combobox'), 'manage');
    await waitFor(() => expect(api.callsOf('updateGrant')).toHaveLength(1));
    expect(api.callsOf('updateGrant')[0]?.args).toEqual([{ type: 'user', id: '7' }, 'manage']);
  });

  it('deletes a grant and lists the rest again', async () => {
    const { user, api } = renderModal({ users: [grantTo(jane), grantTo(max)] });
    const row = await rowOf('Jane Doe');
    await user.click(within(row).getByRole('button', { name: 'Delete access of Jane Doe' }));
    await waitFor(() =>
      expect(screen.queryByText('Jane Doe', { selector: '.header' })).not.toBeInTheDocument(),
    );
    expect(api.callsOf('deleteGrant')[0]?.args).toEqual([{ type: 'user', id: '7' }]);
    expect(api.callsOf('listUsers')).toHaveLength(2);
    expect(screen.getByText('Max Muster', { selector: '.header' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'People (1)' })).toBeInTheDocument();
  });

  it('offers no Delete without the right to manage', async () => {
    renderModal({ users: [grantTo(jane)] }, { canManage: false });
    const row = await rowOf('Jane Doe');
    expect(within(row).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('shows why a delete failed and keeps the person listed', async () => {
    const { user } = renderModal({
      users: [grantTo(jane)],
      fail: { deleteGrant: { message: 'No grant found by given user id.', status: 404 } },
    });
    const row = await rowOf('Jane Doe');
    await user.click(within(row).getByRole('button', { name: 'Delete access of Jane Doe' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('No grant found by given user id.');
    expect(screen.getByText('Jane Doe', { selector: '.header' })).toBeInTheDocument();
  });
});

describe('Groups tab', () => {
  it('lists the groups with their permission, and no owner', async () => {
    const { user } = renderModal({ groups: [aGroupGrant()] });
    await user.click(await screen.findByRole('tab', { name: 'Groups (1)' }));
    const list = screen.getByRole('list', { name: 'Groups' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveTextContent('curators');
    expect(list).toHaveTextContent('Curation team');
    expect(within(list).queryByText('Owner')).not.toBeInTheDocument();
    expect(within(list).getByRole('combobox', { name: 'Permission of curators' })).toHaveValue(
      'edit',
    );
    expect(screen.getByRole('button', { name: 'Add groups' })).toBeInTheDocument();
  });
});
