import { fireEvent, screen } from '@testing-library/react';
import { renderRequestAccess } from './renderRequestAccess';

// The checks' module cannot be loaded (the network went away after the page came).
jest.mock('../../../src/core/validation/accessRequestSchema', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('RequestAccess when its checks cannot be loaded', () => {
  it("sends what was typed and shows the server's checks at their fields", async () => {
    const { accessRequestsApi } = renderRequestAccess(
      {},
      {
        fail: {
          requestAccess: {
            status: 400,
            message: 'A validation error occurred.',
            fieldErrors: [{ field: 'email', messages: ['Not a valid email address.'] }],
          },
        },
      },
    );
    const email = screen.getByRole('textbox', { name: 'E-mail address' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Full name' }), {
      target: { value: 'Eric Idle' },
    });
    fireEvent.change(email, { target: { value: 'eric' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('A validation error occurred.')).toBeInTheDocument();
    expect(accessRequestsApi.callsOf('requestAccess')).toHaveLength(1);
    expect(email).toHaveAccessibleDescription('Not a valid email address.');
    expect(email).toHaveFocus();
    expect(email).toHaveValue('eric');
  });
});
