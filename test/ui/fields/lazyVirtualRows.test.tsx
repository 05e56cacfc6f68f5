import { render, screen, within } from '@testing-library/react';
import { LazyVirtualRows } from '../../../src/ui/fields';

// The virtualizer's code cannot be loaded (the network is down).
jest.mock('../../../src/ui/fields/VirtualRows', () => {
  throw new Error('Loading chunk VirtualRows failed');
});

it('renders every row of a long list when the virtualizer cannot be loaded', async () => {
  const failures = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <LazyVirtualRows
      count={80}
      label="Related works"
      estimatedRowHeight={50}
      height={400}
      renderRow={(index) => <span>Work {index + 1}</span>}
    />,
  );
  // Busy and empty at its height while the code loads, then the plain list.
  expect(screen.getByRole('list', { name: 'Related works' })).toHaveAttribute('aria-busy', 'true');
  const list = await screen.findByRole('list', { name: 'Related works', busy: false });
  expect(within(list).getAllByRole('listitem')).toHaveLength(80);
  expect(within(list).getByText('Work 80')).toBeInTheDocument();
  expect(failures).toHaveBeenCalledWith(
    'rdm-widgets: the long list failed:',
    expect.any(Error),
    expect.any(String),
  );
});
