import { screen, waitFor } from '@testing-library/react';
import { aRecordWithSettings, anAccessRequest } from '../../factories/accessRequest';
import { checksLoaded, JANE, renderRequestAccess, widget } from './renderRequestAccess';

beforeAll(checksLoaded);

const noForm = () => {
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
};

describe('RequestAccess before any form', () => {
  it.each([
    ['a guest', null],
    ['a user', JANE],
  ])('tells %s who can read the files that they have access', (_, visitor) => {
    const { container, accessRequestsApi } = renderRequestAccess({
      visitor,
      permissions: { can_read_files: true },
    });
    expect(widget(container)).toHaveAttribute('data-state', 'has-access');
    expect(
      screen.getByText('You already have access to the files of this record.'),
    ).toBeInTheDocument();
    noForm();
    expect(accessRequestsApi.calls).toEqual([]);
  });

  it('sends a guest to log in, and back here, when only users may ask', () => {
    window.history.replaceState(null, '', '/records/rec12-34567?tab=files#files');
    const { container, accessRequestsApi } = renderRequestAccess({
      record: aRecordWithSettings({ allow_guest_requests: false }),
      config: { loginUrl: '/login' },
    });
    expect(widget(container)).toHaveAttribute('data-state', 'closed');
    expect(
      screen.getByRole('link', { name: 'Log in to request access to this record.' }),
    ).toHaveAttribute(
      'href',
      'http://localhost/login?next=%2Frecords%2Frec12-34567%3Ftab%3Dfiles%23files',
    );
    noForm();
    expect(accessRequestsApi.calls).toEqual([]);
    window.history.replaceState(null, '', '/');
  });

  it('says to log in without a link when the host gave no login page', () => {
    renderRequestAccess({ record: aRecordWithSettings({ allow_guest_requests: false }) });
    expect(screen.getByText('Log in to request access to this record.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it.each([
    [
      'a guest, when nobody may ask',
      null,
      { allow_guest_requests: false, allow_user_requests: false },
    ],
    ['a user, when only guests may ask', JANE, { allow_user_requests: false }],
  ])("tells %s: the owner doesn't take requests", (_, visitor, settings) => {
    const { container, accessRequestsApi } = renderRequestAccess({
      visitor,
      record: aRecordWithSettings(settings),
    });
    expect(widget(container)).toHaveAttribute('data-state', 'closed');
    expect(
      screen.getByText('The owner of this record does not accept access requests.'),
    ).toBeInTheDocument();
    noForm();
    expect(accessRequestsApi.calls).toEqual([]);
  });
});

describe('RequestAccess for a logged-in user', () => {
  it('looks for an earlier request on the record first, busy meanwhile', () => {
    const { container, accessRequestsApi } = renderRequestAccess(
      { visitor: JANE },
      { hang: ['findOpenRequest'] },
    );
    expect(widget(container)).toHaveAttribute('data-state', 'checking');
    expect(widget(container)).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Checking for an earlier request…')).toBeInTheDocument();
    noForm();
    expect(accessRequestsApi.calls).toEqual([{ method: 'findOpenRequest', args: ['rec12-34567'] }]);
  });

  it('says an earlier request waits for the owner, and links to it', async () => {
    const request = anAccessRequest();
    const { container } = renderRequestAccess({ visitor: JANE }, { openRequest: request });
    expect(
      await screen.findByText("Your request for access is waiting for the owner's answer."),
    ).toBeInTheDocument();
    expect(widget(container)).toHaveAttribute('data-state', 'pending');
    expect(widget(container)).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('link', { name: 'See your request' })).toHaveAttribute(
      'href',
      request.links.self_html,
    );
    noForm();
  });

  it('shows the form when the lookup fails: sending would find the earlier request anyway', async () => {
    const { container } = renderRequestAccess(
      { visitor: JANE },
      { fail: { findOpenRequest: { message: 'Permission denied.', status: 403 } } },
    );
    expect(await screen.findByRole('heading', { name: 'Request access' })).toBeInTheDocument();
    expect(widget(container)).toHaveAttribute('data-state', 'form');
    expect(screen.queryByText('Permission denied.')).not.toBeInTheDocument();
  });

  it('asks the server when the record JSON does not carry the settings', async () => {
    const { accessRequestsApi } = renderRequestAccess({
      visitor: JANE,
      record: { ...aRecordWithSettings({}), parent: undefined },
    });
    await screen.findByRole('heading', { name: 'Request access' });
    await waitFor(() => expect(accessRequestsApi.callsOf('findOpenRequest')).toHaveLength(1));
  });
});
