import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { finishedFiles, newVersionDraft, published, uploaderMeta } from './uploaderArgs';

/** A published record's locked files, and a new version's import of the previous files. */
const meta = {
  ...uploaderMeta,
  title: 'Widgets/File uploader/Published and new versions',
} satisfies Meta<typeof uploaderMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Locked: Story = {
  name: 'Locked after publishing',
  args: {
    entries: finishedFiles,
    record: published,
    permissions: { can_new_version: true },
    newVersionButton: (
      <button type="button" className="ui button">
        New version
      </button>
    ),
  },
};

export const LockedWithoutNewVersionPermission: Story = {
  name: 'Locked, no new version allowed',
  args: { ...Locked.args, permissions: { can_new_version: false } },
};

export const ImportBanner: Story = {
  name: 'Import from the previous version',
  args: { record: newVersionDraft, onImportFiles: () => new Promise(() => undefined) },
};

export const ImportFailed: Story = {
  name: 'Import failed',
  args: {
    record: newVersionDraft,
    onImportFiles: () => Promise.reject(new Error('Request failed with status code 500')),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Import files' }));
    await canvas.findByRole('alert');
  },
};
