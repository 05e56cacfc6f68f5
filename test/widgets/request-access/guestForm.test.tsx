import { screen } from '@testing-library/react';
import {
  checksLoaded,
  renderRequestAccess,
  REQUEST_LINK,
  sendButton,
  widget,
} from './renderRequestAccess';

beforeAll(checksLoaded);

const fullName = () => screen.getByRole('textbox', { name: 'Full name' });
const email = () => screen.getByRole('textbox', { name: 'E-mail address' });

describe('RequestAccess: the form of a guest', () => {
  it('asks for a name and an e-mail address, both required, and looks nothing up', () => {
    const { container, accessRequestsApi } = renderRequestAccess();
    expect(widget(container)).toHaveAttribute('data-state', 'form');
    expect(screen.getByRole('heading', { name: 'Request access' })).toBeInTheDocument();
    expect(fullName()).toBeRequired();
    expect(email()).toBeRequired();
    expect(email()).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: 'Message to the owner' })).not.toBeRequired();
    expect(screen.getByRole('checkbox', { name: /Share my name/ })).toBeInTheDocument();
    expect(accessRequestsApi.calls).toEqual([]);
  });

  it('shows no error before a field is left; a field left empty says so, the next one waits', async () => {
    const { user } = renderRequestAccess();
    expect(fullName()).not.toHaveAttribute('aria-invalid');
    expect(fullName()).not.toHaveAccessibleDescription();
    await user.click(fullName());
    await user.tab();
    expect(email()).toHaveFocus();
    expect(fullName()).toHaveAttribute('aria-invalid', 'true');
    expect(fullName()).toHaveAccessibleDescription('Full name is a required field.');
    expect(email()).not.toHaveAttribute('aria-invalid');
    expect(email()).not.toHaveAccessibleDescription();
  });

  it('sends nothing without a name and an address: says so at each, the first takes focus', async () => {
    const { user, accessRequestsApi } = renderRequestAccess();
    await user.click(sendButton());
    expect(fullName()).toHaveFocus();
    expect(fullName()).toBeInvalid();
    expect(fullName()).toHaveAccessibleDescription('Full name is a required field.');
    expect(email()).toBeInvalid();
    expect(email()).toHaveAccessibleDescription('E-mail address is a required field.');
    expect(accessRequestsApi.calls).toEqual([]);
  });

  it('checks the address as it is typed, once it was checked', async () => {
    const { user, accessRequestsApi } = renderRequestAccess();
    await user.type(fullName(), 'Eric Idle');
    await user.type(email(), 'eric');
    await user.click(sendButton());
    expect(email()).toHaveFocus();
    expect(email()).toHaveAccessibleDescription(
      'Enter a valid e-mail address, such as name@example.org.',
    );
    expect(fullName()).toBeValid();
    await user.type(email(), '@example.org');
    expect(email()).toBeValid();
    expect(email()).not.toHaveAccessibleDescription();
    expect(accessRequestsApi.calls).toEqual([]);
  });

  it('sends what was typed, then says to confirm the address from the e-mail', async () => {
    const { container, user, accessRequestsApi, onSent } = renderRequestAccess();
    await user.type(fullName(), ' Eric Idle ');
    await user.type(email(), 'idle@montypython.com ');
    await user.type(screen.getByRole('textbox', { name: 'Message to the owner' }), 'Not spam.');
    await user.click(sendButton());

    const sent = await screen.findByText(
      'Check your inbox: we sent you a link to confirm your e-mail address.',
    );
    expect(widget(container)).toHaveAttribute('data-state', 'sent');
    expect(sent.closest('[aria-live="polite"]')).toHaveFocus();
    expect(accessRequestsApi.calls).toEqual([
      {
        method: 'requestAccess',
        args: [
          REQUEST_LINK,
          {
            email: 'idle@montypython.com',
            full_name: 'Eric Idle',
            message: 'Not spam.',
            consent_to_share_personal_data: false,
          },
        ],
      },
    ]);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(onSent).toHaveBeenCalledWith({
      kind: 'verification',
      message: 'Verification link sent out, please check your e-mail inbox',
    });
  });
});
