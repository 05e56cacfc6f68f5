import { screen, within } from '@testing-library/react';
import { aRecordWithSettings, anAccessRequest } from '../../factories/accessRequest';
import {
  checksLoaded,
  JANE,
  renderRequestAccess,
  REQUEST_LINK,
  sendButton,
  widget,
} from './renderRequestAccess';

beforeAll(checksLoaded);

const CONDITIONS =
  '<p>Cite the <a href="https://example.org/terms">dataset</a>.</p>' +
  '<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">here</a>';

const renderForJane = async (...args: Parameters<typeof renderRequestAccess>) => {
  const view = renderRequestAccess({ visitor: JANE, ...args[0] }, args[1]);
  await screen.findByRole('heading', { name: 'Request access' });
  return view;
};

describe('RequestAccess: the form of a logged-in user', () => {
  it('asks only for a message and the consent: the name and address are the account', async () => {
    const { container } = await renderForJane();
    const form = screen.getByRole('form', { name: 'Request access' });
    expect(widget(container)).toHaveAttribute('data-state', 'form');
    expect(
      within(form).getByText(
        'Ask the owner of “Urban tree inventory of Gothenburg, 2024” for access.',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Message to the owner' })).not.toBeRequired();
    expect(
      within(form).queryByRole('textbox', { name: /Full name|E-mail/ }),
    ).not.toBeInTheDocument();
    expect(
      within(form).getByRole('checkbox', {
        name: 'Share my name and e-mail address with the owner of this record',
      }),
    ).not.toBeChecked();
    // No conditions set: nothing to accept.
    expect(within(form).queryByRole('checkbox', { name: 'I accept the conditions' })).toBeNull();
    expect(within(form).getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it("sends the account's name and address with the message and consent, then links to the request", async () => {
    const { container, user, accessRequestsApi, onSent } = await renderForJane();
    await user.type(
      screen.getByRole('textbox', { name: 'Message to the owner' }),
      ' For my thesis. ',
    );
    await user.click(screen.getByRole('checkbox', { name: /Share my name/ }));
    await user.click(sendButton());

    expect(await screen.findByText('Your request was sent')).toBeInTheDocument();
    expect(widget(container)).toHaveAttribute('data-state', 'sent');
    expect(accessRequestsApi.callsOf('requestAccess')).toEqual([
      {
        method: 'requestAccess',
        args: [
          REQUEST_LINK,
          {
            email: 'Jane.Doe@example.org',
            full_name: 'Jane Doe',
            message: 'For my thesis.',
            consent_to_share_personal_data: true,
          },
        ],
      },
    ]);
    const link = screen.getByRole('link', { name: 'See your request' });
    expect(link).toHaveAttribute('href', anAccessRequest().links.self_html);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    // The form and its Send button are gone: the outcome has the focus, and is announced.
    expect(link.closest('[aria-live="polite"]')).toHaveFocus();
    expect(onSent).toHaveBeenCalledWith({ kind: 'request', request: anAccessRequest() });
  });

  it('sends an empty name when the host knows none', async () => {
    const { user, accessRequestsApi } = await renderForJane({
      visitor: { id: '2', email: JANE.email },
    });
    await user.click(sendButton());
    await screen.findByText('Your request was sent');
    expect(accessRequestsApi.callsOf('requestAccess')[0]?.args[1]).toEqual({
      email: JANE.email,
      full_name: '',
      message: '',
      consent_to_share_personal_data: false,
    });
  });

  describe('with conditions', () => {
    const record = aRecordWithSettings({ accept_conditions_text: CONDITIONS });

    it('shows them sanitised, with links that open safely in a new tab', async () => {
      await renderForJane({ record });
      const box = screen.getByRole('checkbox', { name: 'I accept the conditions' });
      expect(box).toBeRequired();
      expect(box).toHaveAccessibleDescription(/^Cite the dataset/);
      const link = screen.getByRole('link', { name: 'dataset' });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(document.querySelector('script, img, [onerror]')).toBeNull();
      expect(screen.queryByRole('link', { name: 'here' })).not.toBeInTheDocument();
    });

    it('sends nothing until they are accepted, and says so at the box', async () => {
      const { user, accessRequestsApi } = await renderForJane({ record });
      await user.click(sendButton());
      const box = screen.getByRole('checkbox', { name: 'I accept the conditions' });
      expect(box).toHaveFocus();
      expect(box).toBeInvalid();
      expect(box).toHaveAccessibleDescription(
        /^Cite the dataset.* Accept the conditions to send your request\.$/,
      );
      expect(accessRequestsApi.callsOf('requestAccess')).toEqual([]);

      await user.click(box);
      expect(screen.queryByText('Accept the conditions to send your request.')).toBeNull();
      await user.click(sendButton());
      expect(await screen.findByText('Your request was sent')).toBeInTheDocument();
    });
  });

  it('is busy while sending, keeps what was typed and sends once', async () => {
    const { container, user, accessRequestsApi } = await renderForJane(
      {},
      { hang: ['requestAccess'] },
    );
    const message = screen.getByRole('textbox', { name: 'Message to the owner' });
    await user.type(message, 'Please');
    await user.click(sendButton());
    expect(widget(container)).toHaveAttribute('data-state', 'sending');
    expect(sendButton()).toHaveAttribute('aria-disabled', 'true');
    expect(sendButton()).toHaveAttribute('aria-busy', 'true');
    expect(sendButton()).toHaveFocus();
    expect(message).toHaveValue('Please');
    await user.click(sendButton());
    await user.type(message, '{Enter}');
    expect(accessRequestsApi.callsOf('requestAccess')).toHaveLength(1);
  });
});
