import { act, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { anAccessLink, aSharedRecord } from '../../factories/access';
import { renderLinksTab } from './renderLinksTab';

const NOW = new Date('2026-03-01T15:30:00Z');
const LONG =
  'Shared with the three reviewers of the journal, who need the raw data and the scripts';

const reviewers = anAccessLink({ id: 'l1', description: 'For the reviewers' });
const noDescription = anAccessLink({
  id: 'l2',
  description: '',
  token: 'tok-2',
  permission: 'edit',
  created_at: '2026-10-05T12:00:00.000000+00:00',
  expires_at: '2027-01-31',
});

const advance = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers({ now: NOW }));
afterEach(() => jest.useRealTimers());

describe('LinksTab: the list', () => {
  it('shows description (cut at 60, "-" when empty), created day, expiry or Never', async () => {
    renderLinksTab({
      links: [reviewers, noDescription, anAccessLink({ id: 'l3', description: LONG })],
    });
    const table = await screen.findByRole('table', { name: 'Links' });
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      // Days as the widget's language writes them.
      ['For the reviewers', 'Nov 2, 2026', 'Never'],
      ['-', 'Oct 5, 2026', 'Jan 31, 2027'],
      [`${LONG.slice(0, 59).trimEnd()}…`, 'Nov 2, 2026', 'Never'],
    ]);
    expect(Array.from(cells[2]![0]!)).toHaveLength(60);
  });

  it('says so when there are no links', async () => {
    renderLinksTab();
    expect(await screen.findByText('No links have been created yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows why the list did not load', async () => {
    renderLinksTab({ fail: { listLinks: { message: 'Permission denied.', status: 403 } } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('Permission denied.');
  });
});

describe('LinksTab: permission of a link', () => {
  it('offers view only once the record is published', async () => {
    renderLinksTab({ links: [reviewers] });
    const select = await screen.findByRole('combobox', { name: 'Permission of For the reviewers' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Can view', 'Can preview', 'Can edit']);
  });

  it('offers no view on a draft', async () => {
    renderLinksTab({ links: [reviewers] }, aSharedRecord({ is_published: false }));
    const select = await screen.findByRole('combobox', { name: 'Permission of For the reviewers' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Can preview', 'Can edit']);
  });

  it('saves a new permission at once with a PATCH of that link', async () => {
    const { api, user } = renderLinksTab({ links: [reviewers] });
    const select = await screen.findByRole('combobox', { name: 'Permission of For the reviewers' });
    await user.selectOptions(select, 'edit');
    await advance(400);
    expect(api.callsOf('updateLink').map((call) => call.args)).toEqual([
      ['l1', { permission: 'edit' }],
    ]);
    expect(api.links[0]?.permission).toBe('edit');
  });

  it('shows the failure and the saved permission again', async () => {
    const { user } = renderLinksTab({
      links: [reviewers],
      fail: { updateLink: { message: 'Cannot change this link.', status: 400 } },
    });
    const select = await screen.findByRole('combobox', { name: 'Permission of For the reviewers' });
    await user.selectOptions(select, 'edit');
    await advance(400);
    expect(select).toHaveValue('preview');
    expect(screen.getByRole('alert')).toHaveTextContent('Cannot change this link.');
  });
});

describe('LinksTab: delete', () => {
  const confirmDialog = () => screen.getByRole('dialog', { name: 'Delete this link?' });

  it('asks first: Cancel deletes nothing and gives focus back to Delete', async () => {
    const { api, user } = renderLinksTab({ links: [reviewers] });
    const remove = await screen.findByRole('button', { name: 'Delete For the reviewers' });
    await user.click(remove);
    expect(confirmDialog()).toHaveTextContent(
      'Whoever has the link “For the reviewers” can no longer open the record with it.',
    );
    await user.click(within(confirmDialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remove).toHaveFocus();
    expect(api.callsOf('deleteLink')).toEqual([]);
  });

  it('deletes the link once confirmed, lists the links again and says so', async () => {
    const { api, user } = renderLinksTab({ links: [reviewers, noDescription] });
    await user.click(await screen.findByRole('button', { name: 'Delete For the reviewers' }));
    await user.click(within(confirmDialog()).getByRole('button', { name: 'Delete link' }));
    await waitForElementToBeRemoved(() =>
      screen.queryByRole('cell', { name: 'For the reviewers' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Link deleted.')).toBeInTheDocument();
    // Focus stays in the tab, on the list the link left, not on the page's body.
    expect(screen.getByRole('table', { name: 'Links' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Delete link of Oct 5, 2026' })).toBeVisible();
    expect(api.callsOf('deleteLink').map((call) => call.args)).toEqual([['l1']]);
    expect(api.callsOf('listLinks')).toHaveLength(2);
  });

  it('shows why a delete failed and keeps the link', async () => {
    const { api, user } = renderLinksTab({
      links: [reviewers],
      fail: { deleteLink: { message: 'No secret link found with the given ID.', status: 404 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete For the reviewers' }));
    await user.click(within(confirmDialog()).getByRole('button', { name: 'Delete link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No secret link found with the given ID.',
    );
    expect(screen.getByRole('cell', { name: 'For the reviewers' })).toBeInTheDocument();
    expect(api.callsOf('listLinks')).toHaveLength(1);
  });
});

describe('LinksTab: create', () => {
  const form = () => screen.getByRole('form', { name: 'New link' });

  it('defaults to the lowest permission and Never', async () => {
    renderLinksTab();
    await screen.findByText('No links have been created yet.');
    expect(within(form()).getByRole('combobox', { name: 'Permission' })).toHaveDisplayValue(
      'Can view',
    );
    expect(within(form()).getByRole('combobox', { name: 'Expires' })).toHaveDisplayValue('Never');
    const expiry = within(form()).getByRole('combobox', { name: 'Expires' });
    expect(
      within(expiry)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Never', '1 month', '2 months', '6 months', '1 year']);
  });

  it('defaults to preview on a draft', async () => {
    renderLinksTab({}, aSharedRecord({ is_published: false }));
    await screen.findByText('No links have been created yet.');
    expect(within(form()).getByRole('combobox', { name: 'Permission' })).toHaveDisplayValue(
      'Can preview',
    );
  });

  it('sends a never-expiring link without expires_at (InvenioRDM refuses null), then lists it', async () => {
    const { api, user } = renderLinksTab();
    await screen.findByText('No links have been created yet.');
    await user.click(within(form()).getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('Link created.')).toBeInTheDocument();
    expect(api.callsOf('createLink').map((call) => call.args)).toEqual([
      [{ permission: 'view', description: '' }],
    ]);
    expect(await screen.findByRole('cell', { name: '-' })).toBeInTheDocument();
    expect(api.callsOf('listLinks')).toHaveLength(2);
  });

  it('sends the chosen permission, the expiry day and the description', async () => {
    const { api, user } = renderLinksTab();
    await screen.findByText('No links have been created yet.');
    await user.selectOptions(within(form()).getByRole('combobox', { name: 'Permission' }), 'edit');
    await user.selectOptions(within(form()).getByRole('combobox', { name: 'Expires' }), '1 month');
    await user.type(
      within(form()).getByRole('textbox', { name: 'Description (optional)' }),
      '  For the editors ',
    );
    await user.click(within(form()).getByRole('button', { name: 'Create link' }));
    expect(await screen.findByRole('cell', { name: 'For the editors' })).toBeInTheDocument();
    expect(api.callsOf('createLink')[0]?.args).toEqual([
      { permission: 'edit', expires_at: '2026-03-31', description: 'For the editors' },
    ]);
    expect(within(form()).getByRole('textbox', { name: 'Description (optional)' })).toHaveValue('');
  });

  it('shows the server message and its field errors when creating fails', async () => {
    const { api, user } = renderLinksTab({
      fail: {
        createLink: {
          message: 'A validation error occurred.',
          status: 400,
          fieldErrors: [{ field: 'expires_at', messages: ['Expiration date is required'] }],
        },
      },
    });
    await screen.findByText('No links have been created yet.');
    await user.click(within(form()).getByRole('button', { name: 'Create link' }));
    const alert = await within(form()).findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('A validation error occurred.');
    expect(within(alert).getByRole('listitem')).toHaveTextContent(
      'Expires_at: Expiration date is required',
    );
    expect(screen.queryByText('Link created.')).not.toBeInTheDocument();
    expect(within(form()).getByRole('button', { name: 'Create link' })).toBeEnabled();
    expect(api.callsOf('listLinks')).toHaveLength(1);
  });

  it('puts focus on the new link’s Copy button after Enter in the description', async () => {
    const { user } = renderLinksTab({ links: [reviewers] });
    await screen.findByRole('cell', { name: 'For the reviewers' });
    await user.type(
      within(form()).getByRole('textbox', { name: 'Description (optional)' }),
      'For the editors{Enter}',
    );
    expect(await screen.findByRole('button', { name: 'Copy For the editors' })).toHaveFocus();
    expect(screen.getByText('Link created.')).toBeInTheDocument();
  });

  it('sends one request however often the button is pressed while creating', async () => {
    const { api, user } = renderLinksTab({ hang: ['createLink'] });
    await screen.findByText('No links have been created yet.');
    const button = within(form()).getByRole('button', { name: 'Create link' });
    await user.click(button);
    await user.click(button);
    expect(button).toBeDisabled();
    expect(api.callsOf('createLink')).toHaveLength(1);
  });
});
