import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { ApiError } from '../../src/core/api/errors';
import type { FileModificationApi } from '../../src/core/api/fileModification';
import type { FileModificationConfig, ReviewRequest } from '../../src/core/model';
import { finishedFiles, published, uploaderMeta } from './uploaderArgs';

/** InvenioRDM v14's file modification: a published record's files unlocked for corrections. */
const meta = {
  ...uploaderMeta,
  title: 'Widgets/File uploader/Edit published files',
} satisfies Meta<typeof uploaderMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const allowed: FileModificationConfig = {
  enabled: true,
  valid_user: true,
  allowed: true,
  fileModification: {
    policy: {
      id: 'file-modification-grace-period-v1',
      description: 'You can edit the files of your records within 30 days of publishing.',
    },
  },
  context: { days_until: 44 },
};

/** A repository that unlocks at once, or refuses. */
const modificationApi = (unlocks: boolean): FileModificationApi => ({
  unlockFiles: () =>
    unlocks
      ? Promise.resolve({ id: 'req-1', type: 'file-modification', links: {} } as ReviewRequest)
      : Promise.reject(new ApiError({ status: 403, message: 'Permission denied.' })),
});

const offered = {
  entries: finishedFiles,
  record: {
    ...published,
    links: { file_modification: '/api/records/abcd-1234/file-modification' },
  },
  config: { filesLocked: true, fileModification: allowed },
  permissions: { can_new_version: true },
  newVersionButton: (
    <button type="button" className="ui button">
      New version
    </button>
  ),
  fileModificationApi: modificationApi(true),
};

export const Offered: Story = {
  name: 'Locked, with Edit published files',
  args: offered,
};

const openModal: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Edit published files' }));
  // The modal renders in a portal on the page's body.
  await within(canvasElement.ownerDocument.body).findByRole('dialog');
};

/** Answers the checklist as one who corrects a file would, then asks for the unlock. */
const unlock: Story['play'] = async (context) => {
  await openModal(context);
  const body = within(context.canvasElement.ownerDocument.body);
  await userEvent.click(body.getByRole('radio', { name: 'No' }));
  await userEvent.click(body.getByRole('checkbox', { name: /I will not modify files/ }));
  await userEvent.click(body.getByRole('button', { name: 'Enable file editing' }));
};

export const ModalAllowed: Story = {
  name: 'Edit files modal',
  args: offered,
  play: openModal,
};

export const ModalNotAllowed: Story = {
  name: 'Edit files modal, not allowed',
  args: {
    ...offered,
    config: {
      filesLocked: true,
      fileModification: { enabled: true, valid_user: true, allowed: false },
    },
  },
  play: openModal,
};

export const Unlocked: Story = {
  name: 'Unlocked',
  args: offered,
  play: async (context) => {
    await unlock(context);
    await within(context.canvasElement).findByText('Unlocked, 44 days to publish changes');
  },
};

export const Refused: Story = {
  name: 'Unlock refused',
  args: { ...offered, fileModificationApi: modificationApi(false) },
  play: async (context) => {
    await unlock(context);
    await within(context.canvasElement.ownerDocument.body).findByRole('alert');
  },
};
