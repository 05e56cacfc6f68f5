import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShareAccess } from './renderShareAccess';

// The modal's code cannot be loaded (the network is down) when the pointer reaches the Share
// button nor when it is clicked; it can by the time Retry is pressed.
let mockLoads = 0;
jest.mock('../../../src/widgets/share-access/ShareModal', () => {
  mockLoads += 1;
  if (mockLoads <= 2) throw new Error('Loading chunk ShareModal failed');
  return jest.requireActual('../../../src/widgets/share-access/ShareModal');
});

const FAILED = 'This dialog could not be loaded. Check your connection and retry.';

it('says the modal could not be loaded, and Retry opens it with the focus inside', async () => {
  const user = userEvent.setup();
  renderShareAccess();
  const share = screen.getByRole('button', { name: 'Share' });

  await user.click(share);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(FAILED);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(share).not.toHaveAttribute('aria-busy');

  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  const dialog = await screen.findByRole('dialog', { name: 'Share access' });
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  // The focus goes back to the Share button, not to the Retry button that is gone.
  await user.keyboard('{Escape}');
  expect(share).toHaveFocus();
  expect(mockLoads).toBe(3);
});
