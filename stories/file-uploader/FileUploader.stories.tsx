import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { anUploadEntry } from '../../test/support/upload/fakeUploadManager';
import { ON_A_PHONE } from '../support/viewports';
import { aFile, finishedFiles, queued, uploaderMeta, uploading } from './uploaderArgs';

/** Files on their way: queued, uploading, paused, failed, done. */
const meta = {
  ...uploaderMeta,
  title: 'Widgets/File uploader/Uploading',
} satisfies Meta<typeof uploaderMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: 'No files yet' };

export const DraggingOver: Story = {
  name: 'Files dragged over',
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('group', { name: 'File drop area' });
    // fireEvent would swap the DataTransfer for an empty one; a browser needs a real one.
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(aFile('measurements.csv', 73_442));
    area.dispatchEvent(
      new DragEvent('dragenter', { bubbles: true, cancelable: true, dataTransfer }),
    );
    await within(canvasElement).findByText('Drop files here');
  },
};

export const Queued: Story = {
  name: 'Queued',
  args: { entries: [queued('raw-data.zip', 734_003_200), queued('readme.txt', 2_048)] },
};

export const SeveralUploading: Story = {
  name: 'Several uploading',
  args: {
    entries: [
      ...finishedFiles,
      uploading('scan-001.tif', 52_428_800, 12),
      uploading('scan-002.tif', 48_234_496, 47),
      uploading('scan-003.tif', 50_331_648, 88),
    ],
    config: { quota: { maxFiles: 10 } },
  },
};

export const Finished: Story = {
  name: 'Uploaded',
  args: {
    entries: finishedFiles,
    record: { files: { enabled: true, default_preview: 'article.pdf' } },
  },
};

export const FailedWithRetry: Story = {
  name: 'Failed, with Retry',
  args: {
    entries: [
      anUploadEntry('article.pdf'),
      anUploadEntry('large-model.h5', {
        size: 1_073_741_824,
        status: 'failed',
        progressPercentage: 0,
        checksum: undefined,
        error: 'Request failed with status code 500',
      }),
    ],
  },
};

export const Cancelled: Story = {
  name: 'Cancelled',
  args: {
    entries: [
      anUploadEntry('video.mp4', {
        size: 314_572_800,
        status: 'cancelled',
        progressPercentage: 31,
        checksum: undefined,
      }),
    ],
  },
};

export const PendingFromAnEarlierVisit: Story = {
  name: 'Left pending by an earlier visit',
  args: {
    entries: [
      anUploadEntry('interrupted.zip', { size: 0, status: 'pending', checksum: undefined }),
    ],
  },
};

/** A large file sent in parts: its part links make it pausable. */
const inParts = (name: string, size: number, percent: number, status: 'uploading' | 'paused') => {
  const self = `https://repo.test/api/records/abc12-34567/draft/files/${name}`;
  const parts = [1, 2, 3, 4].map((part) => ({ part, url: `${self}/content/${part}` }));
  return anUploadEntry(name, {
    size,
    status,
    progressPercentage: percent,
    checksum: undefined,
    links: { self, commit: `${self}/commit`, parts },
  });
};

export const UploadingInParts: Story = {
  name: 'Uploading in parts',
  args: { entries: [inParts('dataset.tar', 42_949_672_960, 37, 'uploading')] },
};

export const PausedByTheUser: Story = {
  name: 'Paused by the user',
  args: { entries: [inParts('dataset.tar', 42_949_672_960, 37, 'paused')] },
};

export const PausedAfterAReload: Story = {
  name: 'Paused after a reload',
  args: {
    entries: [{ ...inParts('dataset.tar', 42_949_672_960, 50, 'paused'), awaitsFile: true }],
  },
};

export const MetadataOnly: Story = {
  name: 'Metadata only',
  args: { record: { files: { enabled: false } } },
};

export const Offline: Story = {
  name: 'Offline',
  args: { entries: [queued('raw-data.zip', 734_003_200)], online: false },
};

/** The files of a folder, each row named by its path under the folder (its key). */
export const FilesFromAFolder: Story = {
  name: 'Files from a folder',
  args: {
    config: { quota: { maxFiles: 10 } },
    entries: [
      anUploadEntry('survey/answers.csv', { size: 73_442 }),
      uploading('survey/2026/march.csv', 1_250_000, 40),
      queued('survey/2026/april.csv', 1_310_000),
    ],
  },
};

/* The main states at 375 px, in the phone viewport. */

export const SeveralUploadingOnAPhone: Story = {
  ...SeveralUploading,
  name: 'Several uploading on a phone',
  globals: ON_A_PHONE,
};
