import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { anUploadEntry } from '../../test/support/upload/fakeUploadManager';
import { aFile, aFileInFolder, finishedFiles, uploaderMeta } from './uploaderArgs';

/** What the quota and the checks on chosen files say. */
const meta = {
  ...uploaderMeta,
  title: 'Widgets/File uploader/Limits and warnings',
} satisfies Meta<typeof uploaderMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullQuota: Story = {
  name: 'Quota full',
  args: { entries: finishedFiles, config: { quota: { maxFiles: 2 } } },
};

/** From 90 % of the storage limit the line warns; past it (the paused 42.95 GB) it is an error. */
export const StorageAlmostFull: Story = {
  name: 'Storage almost full',
  args: { entries: [anUploadEntry('survey-images.zip', { size: 9_400_000_000 })] },
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
  name: 'Warning: duplicates',
  args: { entries: finishedFiles },
  play: pick(aFile('article.pdf', 10), aFile('measurements.csv', 10)),
};

export const WarningEmptyFiles: Story = {
  name: 'Warning: empty files',
  args: { config: { allowEmptyFiles: false } },
  play: pick(aFile('empty.txt', 0)),
};

export const WarningMaxFiles: Story = {
  name: 'Warning: too many files',
  args: { entries: finishedFiles, config: { quota: { maxFiles: 3 } } },
  play: pick(aFile('one.txt', 10), aFile('two.txt', 10)),
};

export const WarningMaxStorage: Story = {
  name: 'Warning: too large',
  args: { config: { quota: { maxStorage: 1_000_000_000 } } },
  play: pick(aFile('huge.zip', 1_500_000_000)),
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
  name: 'Warning: folder clashes',
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
