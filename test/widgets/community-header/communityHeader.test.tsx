import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aCommunity } from '../../factories/community';
import { renderHeader } from './renderHeader';

const openScience = aCommunity();
const NEW_LOGO = 'https://repo.test/api/communities/x/logo';

/** The images the widget made to try a logo's address; each test answers them. */
let tried: HTMLImageElement[] = [];
beforeEach(() => {
  tried = [];
  jest.spyOn(window, 'Image').mockImplementation(() => {
    const image = document.createElement('img');
    tried.push(image);
    return image;
  });
});
afterEach(() => jest.restoreAllMocks());

const triedAddresses = () => tried.map((image) => image.getAttribute('src'));

/** The server answers the logo at this address: the image, or 404. */
const answerLogo = (src: string | undefined, found: boolean) =>
  act(async () => {
    for (const image of tried.filter((each) => each.getAttribute('src') === src)) {
      if (found) fireEvent.load(image);
      else fireEvent.error(image);
    }
  });

describe('CommunityHeader', () => {
  it('invites a choice when no community is selected', () => {
    renderHeader();
    expect(
      screen.getByText('Select the community where you want to submit your record.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Select a community' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });

  it('shows the chosen community with its logo once it has loaded, and offers Change and Remove', async () => {
    renderHeader({ community: openScience });
    expect(screen.getByRole('heading', { name: /Open Science/ })).toBeVisible();
    // Never an image before it has loaded: the placeholder stands in.
    expect(screen.getByRole('img', { name: 'Placeholder logo of Open Science' })).toBeVisible();
    expect(screen.queryByAltText('Logo of Open Science')).not.toBeInTheDocument();
    await answerLogo(openScience.links?.logo, true);
    expect(screen.getByRole('img', { name: 'Logo of Open Science' })).toHaveAttribute(
      'src',
      openScience.links?.logo,
    );
    expect(
      screen.queryByRole('img', { name: 'Placeholder logo of Open Science' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeEnabled();
    expect(
      screen.queryByText('Select the community where you want to submit your record.'),
    ).not.toBeInTheDocument();
  });

  it('shows a placeholder for a community without a logo', () => {
    renderHeader({ community: aCommunity({ links: {} }) });
    expect(screen.getByRole('img', { name: 'Placeholder logo of Open Science' })).toBeVisible();
    expect(tried).toEqual([]);
  });

  it('keeps the placeholder when the logo is missing, and shows no broken image', async () => {
    renderHeader({ community: openScience });
    await answerLogo(openScience.links?.logo, false);
    expect(screen.getByRole('img', { name: 'Placeholder logo of Open Science' })).toBeVisible();
    expect(screen.queryByAltText('Logo of Open Science')).not.toBeInTheDocument();
  });

  it('asks once for a missing logo: the selection, on each tab and opening, asks no more', async () => {
    const { user } = renderHeader({
      community: openScience,
      all: [openScience],
      mine: [openScience],
    });
    await answerLogo(openScience.links?.logo, false);
    for (const tab of ['My communities', 'All']) {
      await user.click(screen.getByRole('button', { name: 'Change' }));
      const dialog = screen.getByRole('dialog', { name: 'Select a community' });
      await user.click(within(dialog).getByRole('tab', { name: tab }));
      await within(dialog).findByRole('heading', { name: 'Open Science' });
      expect(
        within(dialog).getByRole('img', { name: 'Placeholder logo of Open Science' }),
      ).toBeVisible();
      expect(within(dialog).queryByAltText('Logo of Open Science')).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    }
    expect(triedAddresses()).toEqual([openScience.links?.logo]);
  });

  it('gives a new logo its chance to load', async () => {
    const { rerender } = renderHeader({ community: openScience });
    await answerLogo(openScience.links?.logo, false);
    rerender({ community: aCommunity({ links: { logo: NEW_LOGO } }) });
    await answerLogo(NEW_LOGO, true);
    expect(screen.getByRole('img', { name: 'Logo of Open Science' })).toBeVisible();
    expect(triedAddresses()).toEqual([openScience.links?.logo, NEW_LOGO]);
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
