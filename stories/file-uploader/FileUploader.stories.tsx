import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { anUploadEntry } from '../../test/support/upload/fakeUploadManager';
import type { FileUploaderRecord } from '../../src/widgets/file-uploader';
import { remountOnArgChange } from '../support/remountOnArgChange';
import { FileUploaderScenario } from './FileUploaderScenario';

const draft = { files: { enabled: true } };
const published = { files: { enabled: true, default_preview: 'article.pdf' }, is_published: true };
const newVersionDraft = { files: { enabled: true }, versions: { index: 2 } };

const uploading = (name: string, size: number, percent: number) =>
  anUploadEntry(name, {
    size,
    status: 'uploading',
    progressPercentage: percent,
    checksum: undefined,
  });

const queued = (name: string, size: number) =>
  anUploadEntry(name, { size, status: 'queued', progressPercentage: 0, checksum: undefined });

const finishedFiles = [
  anUploadEntry('article.pdf', { size: 2_480_113 }),
  anUploadEntry('measurements.csv', {
    size: 73_442,
    checksum: 'md5:9e107d9d372bb6826bd81d3542a419d6',
  }),
];

/** A file of the given size whose bytes are never read. */
const aFile = (name: string, size: number) => {
  const file = new File(['x'], name, { type: 'application/octet-stream' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

/** A file of a chosen folder: the browser gives its path under the folder. */
const aFileInFolder = (path: string, size: number) => {
  const file = aFile(path.split('/').at(-1) as string, size);
  Object.defineProperty(file, 'webkitRelativePath', { value: path });
  return file;
};

/** What the record control offers: the record states the uploader looks different in. */
const recordByState: Record<string, FileUploaderRecord> = {
  draft,
  published,
  'new version draft': newVersionDraft,
  'metadata-only': { files: { enabled: false } },
};

const meta = {
  title: 'Widgets/File uploader',
  component: FileUploaderScenario,
  decorators: [remountOnArgChange],
  args: {
    record: draft,
    onFilesEnabledChange: () => undefined,
    onDefaultPreviewChange: () => undefined,
  },
  argTypes: {
    record: {
      description: "The draft's state: `files.enabled`, `is_published`, `versions.index`.",
      options: Object.keys(recordByState),
      mapping: recordByState,
      control: 'select',
    },
    config: {
      description: 'E.g. `{ "quota": { "maxFiles": 3 }, "decimalSizeDisplay": true }`.',
      control: 'object',
    },
    permissions: {
      description: '`can_new_version` offers the New version button on locked files.',
      control: 'object',
    },
    online: { description: 'Offline, queued uploads wait.', control: 'boolean' },
    entries: { control: false },
    newVersionButton: { control: false },
  },
} satisfies Meta<typeof FileUploaderScenario>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const DraggingOver: Story = {
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
  args: { entries: [queued('raw-data.zip', 734_003_200), queued('readme.txt', 2_048)] },
};

export const SeveralUploading: Story = {
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
  args: {
    entries: finishedFiles,
    record: { files: { enabled: true, default_preview: 'article.pdf' } },
  },
};

export const FailedWithRetry: Story = {
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
  args: { entries: [inParts('dataset.tar', 42_949_672_960, 37, 'uploading')] },
};

export const PausedByTheUser: Story = {
  args: { entries: [inParts('dataset.tar', 42_949_672_960, 37, 'paused')] },
};

export const PausedAfterAReload: Story = {
  args: {
    entries: [{ ...inParts('dataset.tar', 42_949_672_960, 50, 'paused'), awaitsFile: true }],
  },
};

export const Locked: Story = {
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
  args: { ...Locked.args, permissions: { can_new_version: false } },
};

export const MetadataOnly: Story = {
  args: { record: { files: { enabled: false } } },
};

export const Offline: Story = {
  args: { entries: [queued('raw-data.zip', 734_003_200)], online: false },
};

export const FullQuota: Story = {
  args: { entries: finishedFiles, config: { quota: { maxFiles: 2 } } },
};

/** Drops files through the file dialog's input, as a user picking them would. */
const pick =
  (...files: File[]): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Files to upload'), files);
    await canvas.findByRole('alert');
  };

export const WarningDuplicates: Story = {
  args: { entries: finishedFiles },
  play: pick(aFile('article.pdf', 10), aFile('measurements.csv', 10)),
};

export const WarningEmptyFiles: Story = {
  args: { config: { allowEmptyFiles: false } },
  play: pick(aFile('empty.txt', 0)),
};

export const WarningMaxFiles: Story = {
  args: { entries: finishedFiles, config: { quota: { maxFiles: 3 } } },
  play: pick(aFile('one.txt', 10), aFile('two.txt', 10)),
};

export const WarningMaxStorage: Story = {
  args: { config: { quota: { maxStorage: 1_000_000_000 } } },
  play: pick(aFile('huge.zip', 1_500_000_000)),
};

/** The files of a folder, each row named by its path under the folder (its key). */
export const FilesFromAFolder: Story = {
  args: {
    config: { quota: { maxFiles: 10 } },
    entries: [
      anUploadEntry('survey/answers.csv', { size: 73_442 }),
      uploading('survey/2026/march.csv', 1_250_000, 40),
      queued('survey/2026/april.csv', 1_310_000),
    ],
  },
};

/** Through the 'Choose a folder' input, as a user choosing a folder would. */
const pickFolder =
  (...files: File[]): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Folder to upload'), files);
    await canvas.findByRole('alert');
  };

/** A folder whose files clash with the draft's, with hidden files: listed, the rest added. */
export const WarningFolderClashes: Story = {
  args: {
    config: { quota: { maxFiles: 10 } },
    entries: [anUploadEntry('survey/answers.csv'), anUploadEntry('survey/raw')],
  },
  play: pickFolder(
    aFileInFolder('survey/answers.csv', 10),
    aFileInFolder('survey/raw/day1.csv', 10),
    aFileInFolder('survey/.DS_Store', 10),
    aFileInFolder('survey/.git/HEAD', 10),
    aFileInFolder('survey/notes.txt', 10),
  ),
};

export const ImportBanner: Story = {
  args: { record: newVersionDraft, onImportFiles: () => new Promise(() => undefined) },
};

export const ImportFailed: Story = {
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
