import type { Meta } from '@storybook/react-vite';
import type { FileUploaderRecord } from '../../src/widgets/file-uploader';
import { anUploadEntry } from '../../test/support/upload/fakeUploadManager';
import { remountOnArgChange } from '../support/remountOnArgChange';
import { FileUploaderScenario } from './FileUploaderScenario';

export const draft = { files: { enabled: true } };
export const published = {
  files: { enabled: true, default_preview: 'article.pdf' },
  is_published: true,
};
export const newVersionDraft = { files: { enabled: true }, versions: { index: 2 } };

export const uploading = (name: string, size: number, percent: number) =>
  anUploadEntry(name, {
    size,
    status: 'uploading',
    progressPercentage: percent,
    checksum: undefined,
  });

export const queued = (name: string, size: number) =>
  anUploadEntry(name, { size, status: 'queued', progressPercentage: 0, checksum: undefined });

export const finishedFiles = [
  anUploadEntry('article.pdf', { size: 2_480_113 }),
  anUploadEntry('measurements.csv', {
    size: 73_442,
    checksum: 'md5:9e107d9d372bb6826bd81d3542a419d6',
  }),
];

/** A file of the given size whose bytes are never read. */
export const aFile = (name: string, size: number) => {
  const file = new File(['x'], name, { type: 'application/octet-stream' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

/** A file of a chosen folder: the browser gives its path under the folder. */
export const aFileInFolder = (path: string, size: number) => {
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

/** What every file uploader story shares (all but its title): the record control and props. */
export const uploaderMeta = {
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
} satisfies Omit<Meta<typeof FileUploaderScenario>, 'title'>;
