import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import type { QuotaRequest, QuotaRequestsApi } from '../../../src/core/api/quotaRequests';
import { anUploadEntry } from '../../support/upload/fakeUploadManager';
import { aFile, renderUploader, type UploaderOptions } from './renderUploader';

const LINKS = {
  quota_increase: '/api/records/abcd-1234/quota-increase',
  requests: '/api/records/abcd-1234/requests',
};
const ON = { enabled: true, valid_user: true, allowed: true };
/** 9.4 of the default 10 GB: storage is almost full. */
const ALMOST_FULL = [anUploadEntry('survey.zip', { size: 9_400_000_000 })];
const NOT_SENT = 'Could not submit the quota increase request';

const aRequest = (quotaSize: string): QuotaRequest => ({
  id: 'req-1',
  type: 'quota-increase',
  status: 'submitted',
  receiver: {},
  payload: { quota_size: quotaSize },
  links: { self_html: '/me/requests/req-1', comments: '/api/requests/req-1/comments' },
});

const fakeApi = (pending: QuotaRequest[] = []) => ({
  openRequests: jest.fn<Promise<QuotaRequest[]>, Parameters<QuotaRequestsApi['openRequests']>>(() =>
    Promise.resolve(pending),
  ),
  ask: jest.fn<Promise<QuotaRequest>, Parameters<QuotaRequestsApi['ask']>>((_draft, quotaSize) =>
    Promise.resolve(aRequest(quotaSize)),
  ),
});

const render = (api: ReturnType<typeof fakeApi>, options: UploaderOptions = {}) =>
  renderUploader({
    entries: ALMOST_FULL,
    record: { files: { enabled: true }, links: LINKS },
    config: { quota: { quotaIncrease: ON } },
    quotaRequests: api,
    ...options,
  });

const offer = () => screen.queryByRole('button', { name: 'Request more storage' });

/** Contrast needs real styles; jsdom has none, so it is left to Storybook's a11y check. */
const violations = async (element: Element) => {
  const result = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.html)}`);
};

describe('Request more storage', () => {
  it.each<[string, UploaderOptions]>([
    ['storage has room', { entries: [anUploadEntry('a.csv', { size: 1000 })] }],
    ['the repository has no quota increases', { config: { quota: {} } }],
    ['it is not enabled', { config: { quota: { quotaIncrease: { ...ON, enabled: false } } } }],
    ['it is not allowed', { config: { quota: { quotaIncrease: { ...ON, allowed: false } } } }],
    [
      'this user may not ask',
      { config: { quota: { quotaIncrease: { ...ON, valid_user: false } } } },
    ],
    ['the draft has no link to ask at', { record: { files: { enabled: true } } }],
    [
      'the files are locked',
      { record: { files: { enabled: true }, is_published: true, links: LINKS } },
    ],
  ])('is not offered when %s', async (_case, options) => {
    const api = fakeApi();
    render(api, options);
    expect(offer()).not.toBeInTheDocument();
    expect(api.openRequests).not.toHaveBeenCalled();
  });

  it('is offered once a drop does not fit, storage not yet nearly full', async () => {
    const { user } = render(fakeApi(), {
      entries: [],
      config: { quota: { maxStorage: 1_000_000_000, quotaIncrease: ON } },
    });
    expect(offer()).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('Files to upload'), [aFile('huge.zip', 2e9)]);
    expect(await screen.findByRole('button', { name: 'Request more storage' })).toBeVisible();
  });

  it('sends the new total in GB and the reason, then shows the request pending', async () => {
    const api = fakeApi();
    const { user } = render(api);
    await user.click(await screen.findByRole('button', { name: 'Request more storage' }));
    const dialog = screen.getByRole('dialog', { name: 'Request more storage' });
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Additional storage (GB)'), '15');
    expect(within(dialog).getByText('New total: 25 GB')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Reason'), ' Raw microscopy images. ');
    await user.click(send);

    expect(api.ask).toHaveBeenCalledWith(
      { links: { quota_increase: LINKS.quota_increase } },
      '25',
      'Raw microscopy images.',
      expect.anything(),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText(/More storage requested: 25 GB in all/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'View request' })).toHaveAttribute(
      'href',
      '/me/requests/req-1',
    );
    expect(offer()).not.toBeInTheDocument();
  });

  it("shows the draft's pending request instead of the offer", async () => {
    const api = fakeApi([aRequest('40')]);
    render(api);
    expect(
      await screen.findByText('More storage requested: 40 GB in all. Waiting for a decision.', {
        exact: false,
      }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'View request' })).toBeVisible();
    expect(api.openRequests).toHaveBeenCalledWith(
      { links: { requests: LINKS.requests } },
      expect.anything(),
    );
    expect(offer()).not.toBeInTheDocument();
    expect(await violations(document.querySelector('.rdm-quota-request')!)).toEqual([]);
  });

  it('keeps the dialog and its values when the request was not sent, and says so', async () => {
    const api = fakeApi();
    api.ask.mockRejectedValueOnce(new Error('Request failed with status code 500'));
    const { user } = render(api);
    await user.click(await screen.findByRole('button', { name: 'Request more storage' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Additional storage (GB)'), '5');
    await user.type(within(dialog).getByLabelText('Reason'), 'Videos.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(NOT_SENT);
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('Videos.');
    // What the server has is looked up again: the request may exist without its reason.
    expect(api.openRequests).toHaveBeenCalledTimes(2);
    expect(await violations(dialog)).toEqual([]);
  });
});
