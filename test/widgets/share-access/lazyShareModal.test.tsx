import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShareAccess } from './renderShareAccess';

// The Share modal's code loads the first time it is asked for; these tests run in order, the
// first one sees that load.
const shareButton = () => screen.getByRole('button', { name: 'Share' });

it('shows the Share button busy while the modal loads, then moves the focus into it', async () => {
  renderShareAccess();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  shareButton().focus();

  fireEvent.click(shareButton());
  expect(shareButton()).toHaveAttribute('aria-busy', 'true');
  expect(shareButton()).toHaveClass('loading');
  expect(shareButton()).toHaveFocus();

  const dialog = await screen.findByRole('dialog', { name: 'Share access' });
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  expect(shareButton()).not.toHaveAttribute('aria-busy');
  expect(shareButton()).not.toHaveClass('loading');
});

it('opens by keyboard, keeps Tab inside, and gives the focus back on Escape', async () => {
  const user = userEvent.setup();
  renderShareAccess();
  await user.tab();
  expect(shareButton()).toHaveFocus();

  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Share access' });
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  for (let step = 0; step < 12; step += 1) {
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(shareButton()).toHaveFocus();
});

it('opens by mouse at once once loaded, without a busy button', async () => {
  const user = userEvent.setup();
  renderShareAccess();
  shareButton().focus();
  fireEvent.click(shareButton());
  expect(shareButton()).not.toHaveAttribute('aria-busy');
  const dialog = screen.getByRole('dialog', { name: 'Share access' });

  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(dialog).not.toBeInTheDocument();
  expect(shareButton()).toHaveFocus();
});
