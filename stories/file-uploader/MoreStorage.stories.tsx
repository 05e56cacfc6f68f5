import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import type { QuotaRequest, QuotaRequestsApi } from '../../src/core/api/quotaRequests';
import { anUploadEntry } from '../../test/support/upload/fakeUploadManager';
import { aFile, uploaderMeta } from './uploaderArgs';

/** InvenioRDM v14's quota increase requests: where storage runs out, more is asked for. */
const meta = {
  ...uploaderMeta,
  title: 'Widgets/File uploader/More storage',
} satisfies Meta<typeof uploaderMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const pendingRequest: QuotaRequest = {
  id: 'b1c0ffee-0000-4000-8000-000000000001',
  type: 'quota-increase',
  status: 'submitted',
  receiver: {},
  payload: { quota_size: '25' },
  links: { self_html: '/me/requests/b1c0ffee-0000-4000-8000-000000000001' },
};

/** A repository that answers at once: with these requests open, and sending as told. */
const requestsApi = (pending: QuotaRequest[], sent: boolean): QuotaRequestsApi => ({
  openRequests: () => Promise.resolve(pending),
  ask: () => (sent ? Promise.resolve(pendingRequest) : Promise.reject(new Error('Request failed'))),
});

const offered = {
  config: { quota: { quotaIncrease: { enabled: true, valid_user: true, allowed: true } } },
  record: {
    files: { enabled: true },
    links: { quota_increase: '/api/records/abcd-1234/quota-increase', requests: '/api/x' },
  },
  entries: [anUploadEntry('survey-images.zip', { size: 9_400_000_000 })],
};

export const Offered: Story = {
  name: 'Request more storage offered',
  args: { ...offered, quotaRequests: requestsApi([], true) },
};

/** A drop that does not fit offers it too, before storage is nearly full. */
export const OfferedAfterADrop: Story = {
  name: 'Offered after a drop too large',
  args: {
    ...offered,
    entries: [],
    config: { quota: { ...offered.config.quota, maxStorage: 1_000_000_000 } },
    quotaRequests: requestsApi([], true),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Files to upload'), [aFile('huge.zip', 2e9)]);
    await canvas.findByRole('button', { name: 'Request more storage' });
  },
};

const openDialog: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Request more storage' }));
  // The modal renders in a portal on the page's body.
  await within(canvasElement.ownerDocument.body).findByRole('dialog');
};

export const Dialog: Story = {
  name: 'Request more storage dialog',
  args: { ...offered, quotaRequests: requestsApi([], true) },
  play: openDialog,
};

export const NotSent: Story = {
  name: 'Request not sent',
  args: { ...offered, quotaRequests: requestsApi([], false) },
  play: async (context) => {
    await openDialog(context);
    const body = within(context.canvasElement.ownerDocument.body);
    await userEvent.type(body.getByLabelText(/Additional storage/), '15');
    await userEvent.type(body.getByLabelText(/Reason/), 'Raw microscopy images.');
    await userEvent.click(body.getByRole('button', { name: 'Send' }));
    await body.findByRole('alert');
  },
};

export const Pending: Story = {
  name: 'Request pending',
  args: { ...offered, quotaRequests: requestsApi([pendingRequest], true) },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: 'View request' });
  },
};
