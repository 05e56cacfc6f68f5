import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { ApiError, type DraftsApi } from '../../../src/core/api';
import type { Community, DraftRecord } from '../../../src/core/model';
import {
  CommunityHeaderWidget,
  mountCommunityHeader,
  type CommunityHeaderWidgetProps,
} from '../../../src/widgets/community-header';
import { aCommunity } from '../../factories/community';
import { aDraft } from '../../factories/draft';
import { renderWithOverrides } from '../../support/renderWithOverrides';
import { deferred } from '../../support/upload/deferred';
import { renderOutsideAct } from '../../support/syncMount';
import { aNamedCommunity, fakeCommunitiesApi } from './renderHeader';

const config = { default_locale: 'en' };
const INVITATION = 'Select the community where you want to submit your record.';

/** A draft addressed to this community, as the server expands it. */
const draftFor = (community: Community | null, overrides: Partial<DraftRecord> = {}) =>
  aDraft({
    ...(community && {
      parent: { review: { receiver: { community: community.id } } },
      expanded: { parent: { review: { receiver: community } } },
    }),
    ...overrides,
  });

const fakeDraftsApi = () =>
  ({
    putReview: jest.fn(async () => ({})),
    deleteReview: jest.fn(async () => undefined),
  }) as unknown as jest.Mocked<DraftsApi>;

const other = aNamedCommunity('other');

const renderWidget = (props: Partial<CommunityHeaderWidgetProps> = {}) => {
  const communitiesApi = fakeCommunitiesApi([other]);
  const draftsApi = fakeDraftsApi();
  const view = renderWithOverrides<CommunityHeaderWidgetProps>((overrides) => (
    <CommunityHeaderWidget
      config={config}
      record={draftFor(null)}
      communitiesApi={communitiesApi}
      draftsApi={draftsApi}
      {...props}
      {...overrides}
    />
  ));
  return { ...view, communitiesApi, draftsApi };
};

const chooseOther = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: /Select a community|Change/ }));
  await user.click(await screen.findByRole('button', { name: 'Select' }));
};

describe('CommunityHeaderWidget', () => {
  it('shows the community the draft is addressed to', () => {
    renderWidget({ record: draftFor(aCommunity()) });
    expect(screen.getByRole('heading', { name: /Open Science/ })).toBeVisible();
  });

  it('reads the version’s own review when the parent has none', () => {
    renderWidget({ record: aDraft({ expanded: { review: { receiver: aCommunity() } } }) });
    expect(screen.getByRole('heading', { name: /Open Science/ })).toBeVisible();
  });

  it('saves a choice as the draft’s review', async () => {
    const onChange = jest.fn();
    const record = draftFor(null);
    const { user, draftsApi } = renderWidget({ record, onChange });
    await chooseOther(user);
    expect(draftsApi.putReview).toHaveBeenCalledWith(record, other.id, {
      signal: expect.any(AbortSignal),
    });
    expect(await screen.findByRole('heading', { name: /Other/ })).toBeVisible();
    expect(onChange).toHaveBeenCalledWith(other);
  });

  it('deletes the review on Remove', async () => {
    const record = draftFor(aCommunity());
    const { user, draftsApi } = renderWidget({ record });
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(draftsApi.deleteReview).toHaveBeenCalledWith(record, expect.anything());
    expect(await screen.findByText(INVITATION)).toBeVisible();
  });

  it('keeps the previous choice and shows the server message when the choice fails', async () => {
    const { user, draftsApi } = renderWidget({ record: draftFor(aCommunity()) });
    draftsApi.putReview.mockRejectedValueOnce(
      new ApiError({ message: 'An open review cannot be deleted.', status: 400 }),
    );
    await chooseOther(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('An open review cannot be deleted.');
    expect(screen.getByRole('heading', { name: /Open Science/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Change' })).toBeEnabled();
  });

  it('keeps the community when Remove fails', async () => {
    const { user, draftsApi } = renderWidget({ record: draftFor(aCommunity()) });
    draftsApi.deleteReview.mockRejectedValueOnce(
      new ApiError({ message: 'Review for draft not found', status: 404 }),
    );
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Review for draft not found');
    expect(screen.getByRole('heading', { name: /Open Science/ })).toBeVisible();
  });

  it('makes the buttons wait while the choice is saved', async () => {
    const { user, draftsApi } = renderWidget({ record: draftFor(aCommunity()) });
    const saved = deferred<undefined>();
    draftsApi.deleteReview.mockReturnValueOnce(saved.promise);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('button', { name: 'Remove' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Change' })).toBeDisabled();
    saved.resolve(undefined);
    expect(await screen.findByRole('button', { name: 'Select a community' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('abandons a save still running when it goes', async () => {
    const { user, draftsApi, unmount } = renderWidget({ record: draftFor(aCommunity()) });
    draftsApi.deleteReview.mockReturnValueOnce(new Promise(() => undefined));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const { signal } = draftsApi.deleteReview.mock.calls[0]?.[1] ?? {};
    unmount();
    expect(signal?.aborted).toBe(true);
  });

  it('disables both buttons for a declined review', () => {
    renderWidget({ record: draftFor(aCommunity(), { status: 'declined' }) });
    expect(screen.getByRole('button', { name: 'Change' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeDisabled();
  });

  it('hides the buttons for a published record', () => {
    renderWidget({ record: draftFor(aCommunity(), { status: 'published', is_published: true }) });
    expect(screen.getByRole('heading', { name: /Open Science/ })).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('renders nothing when the header is hidden', () => {
    const { container } = renderWidget({ showHeader: false });
    expect(container).toBeEmptyDOMElement();
  });

  it('follows a new record from the host', () => {
    const { rerender } = renderWidget({ record: draftFor(aCommunity()) });
    rerender({ record: draftFor(other) });
    expect(screen.getByRole('heading', { name: /Other/ })).toBeVisible();
    rerender({ record: draftFor(null) });
    expect(screen.getByText(INVITATION)).toBeVisible();
  });

  it('shows role badges from the config memberships', async () => {
    const { user } = renderWidget({
      config: { ...config, user_communities_memberships: { [other.id]: 'manager' } },
    });
    await user.click(screen.getByRole('button', { name: 'Select a community' }));
    const item = (await screen.findByRole('heading', { name: 'Other' })).closest('li');
    expect(within(item as HTMLElement).getByText('Manager')).toBeVisible();
  });
});

describe('mountCommunityHeader', () => {
  renderOutsideAct();

  const host = () => document.body.appendChild(document.createElement('div'));

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows the community of the record it is given', () => {
    const handle = mountCommunityHeader(host(), { config, record: draftFor(aCommunity()) });
    expect(screen.getByRole('heading', { name: /Open Science/ })).toBeVisible();
    handle.update({ record: draftFor(null) });
    expect(screen.getByText(INVITATION)).toBeVisible();
    handle.unmount();
  });

  it('shows what is wrong with the props in place of the widget', async () => {
    const errors = jest.mocked(console.error).mockImplementation(() => undefined);
    const handle = mountCommunityHeader(host(), {
      config: { user_communities_memberships: { x: 1 } },
      record: aDraft(),
      showHeader: 'no',
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('config.user_communities_memberships must be');
    expect(alert).toHaveTextContent('props.showHeader must be true or false');
    await waitFor(() => expect(errors).toHaveBeenCalledTimes(1));
    handle.unmount();
  });
});
