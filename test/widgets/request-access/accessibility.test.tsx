import { screen } from '@testing-library/react';
import { aRecordWithSettings, anAccessRequest } from '../../factories/accessRequest';
import {
  axeViolations,
  checksLoaded,
  JANE,
  renderRequestAccess,
  sendButton,
  widget,
} from './renderRequestAccess';

beforeAll(checksLoaded);

const withConditions = aRecordWithSettings({
  accept_conditions_text: '<p>Cite the <a href="https://example.org/terms">dataset</a>.</p>',
});

describe('RequestAccess accessibility', () => {
  it.each([
    ['has-access', { permissions: { can_read_files: true } }],
    [
      'closed, log in first',
      {
        record: aRecordWithSettings({ allow_guest_requests: false }),
        config: { loginUrl: '/login' },
      },
    ],
    [
      'closed',
      { record: aRecordWithSettings({ allow_guest_requests: false, allow_user_requests: false }) },
    ],
    ['the guest form with conditions', { record: withConditions }],
  ])('has no axe violation: %s', async (_, props) => {
    const { container } = renderRequestAccess(props);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('has no axe violation while checking, pending and sent', async () => {
    const checking = renderRequestAccess({ visitor: JANE }, { hang: ['findOpenRequest'] });
    expect(await axeViolations(checking.container)).toEqual([]);
    checking.unmount();

    const pending = renderRequestAccess({ visitor: JANE }, { openRequest: anAccessRequest() });
    await screen.findByRole('link', { name: 'See your request' });
    expect(await axeViolations(pending.container)).toEqual([]);
    pending.unmount();

    const sent = renderRequestAccess({ visitor: JANE });
    await sent.user.click(await screen.findByRole('button', { name: 'Send' }));
    await screen.findByText('Your request was sent');
    expect(await axeViolations(sent.container)).toEqual([]);
  });

  it('has no axe violation with errors at the fields and a refusal', async () => {
    const { container, user, accessRequestsApi } = renderRequestAccess({ record: withConditions });
    await user.click(sendButton());
    expect(await axeViolations(container)).toEqual([]);

    accessRequestsApi.failWith('requestAccess', {
      status: 400,
      message: 'A validation error occurred.',
      fieldErrors: [{ field: 'email', messages: ['Not a valid email address.'] }],
    });
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Eric Idle');
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'eric@example.org');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the conditions' }));
    await user.click(sendButton());
    await screen.findByText('Unable to send your request.');
    expect(widget(container)).toHaveAttribute('data-state', 'failed');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is filled in and sent with the keyboard alone, in reading order', async () => {
    const { user, accessRequestsApi } = renderRequestAccess({ record: withConditions });
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    await user.keyboard('Eric Idle');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveFocus();
    await user.keyboard('eric@example.org');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Message to the owner' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'dataset' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'I accept the conditions' })).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    expect(screen.getByRole('checkbox', { name: /Share my name/ })).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    expect(sendButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByText('Check your inbox: we sent you a link to confirm your e-mail address.');
    expect(accessRequestsApi.callsOf('requestAccess')[0]?.args[1]).toMatchObject({
      email: 'eric@example.org',
      consent_to_share_personal_data: true,
    });
  });
});
