import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ApiError, type SearchResult } from '../../../src/core/api';
import type { Community } from '../../../src/core/model';
import { aDraft } from '../../factories/draft';
import { deferred } from '../../support/upload/deferred';
import { aNamedCommunity, renderHeader } from './renderHeader';

const twelve = Array.from({ length: 12 }, (_, index) => aNamedCommunity(`group-${index + 1}`));

const openModal = async (user: UserEvent) => {
  await user.click(screen.getByRole('button', { name: /Select a community|Change/ }));
  return screen.findByRole('dialog', { name: 'Select a community' });
};

/** The list item of the community with this title. */
const itemOf = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;

describe('CommunitySelectionModal', () => {
  it('lists the first page of all communities when it opens', async () => {
    const { user, communitiesApi } = renderHeader({ all: twelve });
    await openModal(user);
    expect(await screen.findByRole('status')).toHaveTextContent('Communities found: 12');
    expect(communitiesApi.search).toHaveBeenCalledTimes(1);
    expect(communitiesApi.search).toHaveBeenCalledWith('', 1, {
      signal: expect.any(AbortSignal),
    });
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Page 1 of 3')).toBeVisible();
  });

  it('tells while the search is loading', async () => {
    const { user, communitiesApi } = renderHeader();
    communitiesApi.search.mockReturnValueOnce(new Promise(() => undefined));
    await openModal(user);
    expect(screen.getByRole('status')).toHaveTextContent('Loading communities…');
  });

  it('searches for what the user typed, from page 1', async () => {
    const { user, communitiesApi } = renderHeader({ all: twelve });
    await openModal(user);
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    await user.type(screen.getByLabelText('Search communities'), ' group 3 {Enter}');
    await waitFor(() =>
      expect(communitiesApi.search).toHaveBeenLastCalledWith('group 3', 1, expect.anything()),
    );
  });

  it('pages through the results', async () => {
    const { user, communitiesApi } = renderHeader({ all: twelve });
    await openModal(user);
    expect(await screen.findByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 3 of 3')).toBeVisible();
    expect(communitiesApi.search).toHaveBeenLastCalledWith('', 3, expect.anything());
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('Page 2 of 3')).toBeVisible();
  });

  it('has no page control for a single page', async () => {
    const { user } = renderHeader({ all: twelve.slice(0, 5) });
    await openModal(user);
    await screen.findByText('Communities found: 5');
    expect(screen.queryByRole('navigation', { name: 'Result pages' })).not.toBeInTheDocument();
  });

  it('lists the user’s own communities on My communities, with their role', async () => {
    const mine = [aNamedCommunity('curated'), aNamedCommunity('read-only')];
    const { user, communitiesApi } = renderHeader({
      mine,
      memberships: { 'id-curated': 'curator', 'id-read-only': 'reader' },
    });
    await openModal(user);
    await user.type(screen.getByLabelText('Search communities'), 'data{Enter}');
    await user.click(screen.getByRole('tab', { name: 'My communities' }));
    expect(communitiesApi.searchMine).toHaveBeenCalledWith('data', 1, expect.anything());
    expect(screen.getByRole('tab', { name: 'My communities' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await screen.findByText('Communities found: 2');
    expect(within(itemOf('Curated')).getByText('Curator')).toBeVisible();
    expect(within(itemOf('Read Only')).getByText('Reader')).toBeVisible();
  });

  it('shows no role badge where the user is not a member', async () => {
    const { user } = renderHeader({
      all: [aNamedCommunity('mine'), aNamedCommunity('theirs')],
      memberships: { 'id-mine': 'owner' },
    });
    await openModal(user);
    await screen.findByText('Communities found: 2');
    expect(within(itemOf('Mine')).getByText('Owner')).toBeVisible();
    expect(within(itemOf('Theirs')).queryByText(/Owner|Manager|Curator|Reader/)).toBeNull();
  });

  it('switches tabs with the arrow keys', async () => {
    const { user, communitiesApi } = renderHeader();
    await openModal(user);
    screen.getByRole('tab', { name: 'All' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'My communities' })).toHaveFocus();
    expect(communitiesApi.searchMine).toHaveBeenCalledWith('', 1, expect.anything());
  });

  it('offers a verified community’s own upload form instead of Select', async () => {
    const verified = aNamedCommunity('marine-biology', { theme: { enabled: true } });
    const { user } = renderHeader({ all: [verified] });
    await openModal(user);
    const item = await waitFor(() => itemOf('Marine Biology'));
    expect(within(item).getByText('Verified')).toBeVisible();
    expect(within(item).getByRole('link', { name: 'Go to the community' })).toHaveAttribute(
      'href',
      '/communities/marine-biology',
    );
    expect(within(item).queryByRole('button', { name: 'Select' })).not.toBeInTheDocument();
  });

  it('lets a verified community be chosen again once the draft is addressed to it', async () => {
    const verified = aNamedCommunity('marine-biology', { theme: { enabled: true } });
    const record = aDraft({
      status: 'declined',
      parent: { review: { receiver: { community: verified.id } } },
    });
    const { user } = renderHeader({ all: [verified], record });
    await openModal(user);
    const item = await waitFor(() => itemOf('Marine Biology'));
    expect(within(item).getByRole('button', { name: 'Select' })).toBeEnabled();
  });

  it('explains that a restricted community restricts a public record, and still lets it be chosen', async () => {
    const restricted = aNamedCommunity('clinical', { access: { visibility: 'restricted' } });
    const { user, onChange } = renderHeader({ all: [restricted, aNamedCommunity('open')] });
    await openModal(user);
    const item = await waitFor(() => itemOf('Clinical'));
    expect(
      within(item).getByText(
        'Submission to this community is only allowed if the record is restricted.',
      ),
    ).toBeVisible();
    expect(within(itemOf('Open')).queryByText(/only allowed/)).toBeNull();
    await user.click(within(item).getByRole('button', { name: 'Select' }));
    expect(onChange).toHaveBeenCalledWith(restricted);
  });

  it('says nothing about restriction to a restricted record', async () => {
    const restricted = aNamedCommunity('clinical', { access: { visibility: 'restricted' } });
    const record = aDraft({ access: { record: 'restricted', files: 'restricted' } });
    const { user } = renderHeader({ all: [restricted], record });
    await openModal(user);
    await screen.findByText('Communities found: 1');
    expect(screen.queryByText(/only allowed if the record is restricted/)).toBeNull();
  });

  it('tells when nothing was found', async () => {
    const { user } = renderHeader({ all: [] });
    await openModal(user);
    expect(await screen.findByRole('status')).toHaveTextContent('No communities found.');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('shows the server message when the search fails, and stays usable', async () => {
    const { user, communitiesApi } = renderHeader({ mine: [aNamedCommunity('mine')] });
    communitiesApi.search.mockRejectedValueOnce(
      new ApiError({ message: 'Invalid query string syntax.', status: 400 }),
    );
    await openModal(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid query string syntax.');
    await user.click(screen.getByRole('tab', { name: 'My communities' }));
    expect(await screen.findByRole('heading', { name: 'Mine' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('aborts the search in flight when the modal closes, and ignores its answer', async () => {
    const { user, communitiesApi } = renderHeader();
    const answer = deferred<SearchResult<Community>>();
    communitiesApi.search.mockReturnValueOnce(answer.promise);
    await openModal(user);
    const { signal } = communitiesApi.search.mock.calls[0]?.[2] ?? {};
    expect(signal?.aborted).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(signal?.aborted).toBe(true);
    answer.reject(new ApiError({ message: 'canceled', isAbort: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('aborts the previous search when the query changes, and drops its late answer', async () => {
    const { user, communitiesApi } = renderHeader();
    const stale = deferred<SearchResult<Community>>();
    communitiesApi.search
      .mockReturnValueOnce(stale.promise)
      .mockResolvedValueOnce({ hits: [aNamedCommunity('fresh')], total: 1 });
    await openModal(user);
    const { signal } = communitiesApi.search.mock.calls[0]?.[2] ?? {};
    await user.type(screen.getByLabelText('Search communities'), 'fresh{Enter}');
    expect(signal?.aborted).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Fresh' })).toBeVisible();
    // A server that ignores the abort still answers: the old list must not come back.
    stale.resolve({ hits: [aNamedCommunity('stale')], total: 1 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('heading', { name: 'Stale' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Fresh' })).toBeVisible();
  });
});
