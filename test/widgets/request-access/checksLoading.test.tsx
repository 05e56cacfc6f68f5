import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRequestAccess } from './renderRequestAccess';

// The form's checks are a module of their own, loaded after the form shows: this file does
// not wait for them.
const fullName = () => screen.getByRole('textbox', { name: 'Full name' });

describe('RequestAccess: a send before the form has its checks', () => {
  it('waits for them: sends nothing and says what is missing', async () => {
    const { accessRequestsApi } = renderRequestAccess();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(fullName()).toHaveFocus());
    expect(fullName()).toHaveAccessibleDescription('Full name is a required field.');
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveAccessibleDescription(
      'E-mail address is a required field.',
    );
    expect(accessRequestsApi.calls).toEqual([]);
  });
});
