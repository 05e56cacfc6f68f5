import { fireEvent, screen, waitFor } from '@testing-library/react';
import { aCommunity } from '../../factories/community';
import { renderHeader } from './renderHeader';

const openScience = aCommunity();

describe('CommunityHeader', () => {
  it('invites a choice when no community is selected', () => {
    renderHeader();
    expect(
      screen.getByText('Select the community where you want to submit your record.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Select a community' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });

  it('shows the chosen community with its logo, and offers Change and Remove', () => {
    renderHeader({ community: openScience });
    expect(screen.getByRole('heading', { name: /Open Science/ })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Logo of Open Science' })).toHaveAttribute(
      'src',
      openScience.links?.logo,
    );
    expect(screen.getByRole('button', { name: 'Change' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeEnabled();
    expect(
      screen.queryByText('Select the community where you want to submit your record.'),
    ).not.toBeInTheDocument();
  });

  it('shows a placeholder for a community without a logo', () => {
    renderHeader({ community: aCommunity({ links: {} }) });
    expect(screen.getByRole('img', { name: 'Placeholder logo of Open Science' })).toBeVisible();
  });

  it('shows the placeholder when the logo fails to load', () => {
    renderHeader({ community: openScience });
    fireEvent.error(screen.getByRole('img', { name: 'Logo of Open Science' }));
    expect(screen.getByRole('img', { name: 'Placeholder logo of Open Science' })).toBeVisible();
    expect(screen.queryByRole('img', { name: 'Logo of Open Science' })).not.toBeInTheDocument();
  });

  it('gives a new logo a fresh chance to load', () => {
    const { rerender } = renderHeader({ community: openScience });
    fireEvent.error(screen.getByRole('img', { name: 'Logo of Open Science' }));
    rerender({
      community: aCommunity({ links: { logo: 'https://repo.test/api/communities/x/logo' } }),
    });
    expect(screen.getByRole('img', { name: 'Logo of Open Science' })).toBeVisible();
  });

  it('clears the choice with Remove', async () => {
    const { user, onChange } = renderHeader({ community: openScience });
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(screen.getByRole('button', { name: 'Change' })).toHaveFocus();
  });

  it('disables both buttons when asked', () => {
    renderHeader({ community: openScience, disableSelectionButton: true });
    expect(screen.getByRole('button', { name: 'Change' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeDisabled();
  });

  it('hides both buttons when the selection button is hidden', () => {
    renderHeader({ community: openScience, showSelectionButton: false });
    expect(screen.getByRole('heading', { name: /Open Science/ })).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('renders nothing when the header is hidden', () => {
    const { container } = renderHeader({ community: openScience, showHeader: false });
    expect(container).toBeEmptyDOMElement();
  });

  it('makes the buttons wait while a change is saved', async () => {
    const { user } = renderHeader({ community: openScience, busy: true });
    const change = screen.getByRole('button', { name: 'Change' });
    expect(change).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeDisabled();
    await user.click(change);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the selection modal, moves focus into it, and gives it back on Cancel', async () => {
    const { user } = renderHeader();
    const opener = screen.getByRole('button', { name: 'Select a community' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Select a community' });
    expect(screen.getByLabelText('Search communities')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('gives focus back on Escape', async () => {
    const { user } = renderHeader();
    const opener = screen.getByRole('button', { name: 'Select a community' });
    await user.click(opener);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('chooses a community with Select, closes the modal and gives focus back', async () => {
    const other = aCommunity({ id: 'id-other', slug: 'other', metadata: { title: 'Other' } });
    const { user, onChange } = renderHeader({ community: openScience, all: [other] });
    const opener = screen.getByRole('button', { name: 'Change' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Select' }));
    expect(onChange).toHaveBeenCalledWith(other);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});
