import { act, screen, within } from '@testing-library/react';
import type { AccessRequestsApi } from '../../../src/core/api';
import type { AccessRequestResult } from '../../../src/core/model';
import { anAccessRequest } from '../../factories/accessRequest';
import { fakeAccessRequestsApi } from '../../support/requestAccess/fakeAccessRequestsApi';
import { deferred } from '../../support/upload/deferred';
import { checksLoaded, JANE, renderRequestAccess, sendButton, widget } from './renderRequestAccess';

beforeAll(checksLoaded);

const failureBox = async () =>
  (await screen.findByText('Unable to send your request.')).closest('.message') as HTMLElement;

const fillGuestForm = async (user: ReturnType<typeof renderRequestAccess>['user']) => {
  await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Eric Idle');
  await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'idle@montypython.com');
  await user.type(screen.getByRole('textbox', { name: 'Message to the owner' }), 'Not spam.');
};

describe('RequestAccess when the server refuses', () => {
  it('shows its message and field errors, keeps what was typed, and sends again', async () => {
    const errors = [
      { field: 'email', messages: ['Not a valid email address.'] },
      { field: 'consent_to_share_personal_data', messages: ['Must be one of: true, false.'] },
    ];
    const { container, user, accessRequestsApi } = renderRequestAccess(
      {},
      {
        fail: {
          requestAccess: {
            status: 400,
            message: 'A validation error occurred.',
            fieldErrors: errors,
          },
        },
      },
    );
    await fillGuestForm(user);
    await user.click(sendButton());

    const box = await failureBox();
    expect(widget(container)).toHaveAttribute('data-state', 'failed');
    expect(within(box).getByText('A validation error occurred.')).toBeInTheDocument();
    // A field the form has no input for is listed in the message.
    expect(
      within(box).getByText('consent_to_share_personal_data: Must be one of: true, false.'),
    ).toBeInTheDocument();
    expect(box.closest('[aria-live="polite"]')).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: 'E-mail address' });
    expect(email).toBeInvalid();
    expect(email).toHaveAccessibleDescription('Not a valid email address.');
    expect(email).toHaveFocus();
    expect(email).toHaveValue('idle@montypython.com');
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Eric Idle');
    expect(screen.getByRole('textbox', { name: 'Message to the owner' })).toHaveValue('Not spam.');

    // The server's error stays at the address only while it is the one that was sent.
    await user.type(email, 'm');
    expect(email).toBeValid();
    await user.type(email, '{Backspace}');
    expect(email).toBeInvalid();

    accessRequestsApi.failWith('requestAccess', null);
    await user.click(sendButton());
    expect(
      await screen.findByText(
        'Check your inbox: we sent you a link to confirm your e-mail address.',
      ),
    ).toBeInTheDocument();
    expect(accessRequestsApi.callsOf('requestAccess')).toHaveLength(2);
  });

  it('shows a refusal without field errors, and Send keeps the focus', async () => {
    const { user } = renderRequestAccess(
      { visitor: JANE },
      {
        fail: {
          requestAccess: {
            status: 403,
            message: 'You already have access to files of this record.',
          },
        },
      },
    );
    await screen.findByRole('heading', { name: 'Request access' });
    await user.click(sendButton());
    const box = await failureBox();
    expect(
      within(box).getByText('You already have access to files of this record.'),
    ).toBeInTheDocument();
    expect(sendButton()).toHaveFocus();
    expect(sendButton()).not.toHaveAttribute('aria-disabled');
  });

  it('says to try later when there were too many requests', async () => {
    const { user } = renderRequestAccess(
      {},
      {
        fail: {
          requestAccess: { status: 429, message: 'Too Many Requests', retryAfterMs: 60_000 },
        },
      },
    );
    await fillGuestForm(user);
    await user.click(sendButton());
    const box = await failureBox();
    expect(within(box).getByText('Too many requests. Try again later.')).toBeInTheDocument();
    expect(within(box).queryByText('Too Many Requests')).not.toBeInTheDocument();
  });

  describe('that the user asked already', () => {
    // The lookup missed it (it failed); the server knows better.
    const lookupFails = { findOpenRequest: { status: 500, message: 'Search is down.' } };

    it('says the earlier request waits, linked after reading it', async () => {
      const request = anAccessRequest();
      const { container, user, accessRequestsApi } = renderRequestAccess(
        { visitor: JANE },
        { openRequest: request, fail: lookupFails },
      );
      await screen.findByRole('heading', { name: 'Request access' });
      await user.click(sendButton());
      const sentence = await screen.findByText(
        "Your request for access is waiting for the owner's answer.",
      );
      expect(widget(container)).toHaveAttribute('data-state', 'pending');
      expect(screen.getByRole('link', { name: 'See your request' })).toHaveAttribute(
        'href',
        request.links.self_html,
      );
      expect(sentence.closest('[aria-live="polite"]')).toHaveFocus();
      expect(accessRequestsApi.callsOf('readRequest')).toEqual([
        { method: 'readRequest', args: [request.id] },
      ]);
      expect(screen.queryByText('Unable to send your request.')).not.toBeInTheDocument();
    });

    it('says so without a link when the request cannot be read', async () => {
      const { user } = renderRequestAccess(
        { visitor: JANE },
        {
          openRequest: anAccessRequest(),
          fail: { ...lookupFails, readRequest: { status: 403, message: 'Permission denied.' } },
        },
      );
      await screen.findByRole('heading', { name: 'Request access' });
      await user.click(sendButton());
      expect(
        await screen.findByText("Your request for access is waiting for the owner's answer."),
      ).toBeInTheDocument();
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
    });
  });

  it('drops an answer that comes after it went away', async () => {
    // A server that answers even though the call was aborted.
    const answer = deferred<AccessRequestResult>();
    const accessRequestsApi: AccessRequestsApi = {
      ...fakeAccessRequestsApi(),
      requestAccess: () => answer.promise,
    };
    const { user, onSent, unmount } = renderRequestAccess({ accessRequestsApi });
    await fillGuestForm(user);
    await user.click(sendButton());
    unmount();
    await act(async () => answer.resolve({ kind: 'verification', message: 'Sent.' }));
    expect(onSent).not.toHaveBeenCalled();
  });
});
