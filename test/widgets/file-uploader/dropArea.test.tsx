import { fireEvent, screen, within } from '@testing-library/react';
import { anUploadEntry } from '../../support/upload/fakeUploadManager';
import { aFile, renderUploader } from './renderUploader';

const fileInput = () => screen.getByLabelText('Files to upload') as HTMLInputElement;
const dropArea = () => screen.getByRole('group', { name: 'File drop area' });

const dataTransfer = (files: File[]) => ({
  dataTransfer: {
    files,
    items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
    types: ['Files'],
  },
});

describe('FileUploader drop area', () => {
  it('invites to drop files or pick them with the Upload files button', () => {
    renderUploader();
    expect(within(dropArea()).getByText('Drag and drop files')).toBeInTheDocument();
    expect(within(dropArea()).getByRole('button', { name: 'Upload files' })).toBeEnabled();
    expect(dropArea()).toHaveAttribute('data-state', 'idle');
    expect(screen.getByText('Files: 0 of 5. Storage: 0 bytes of 10 GB.')).toBeInTheDocument();
  });

  it('opens the file dialog from the Upload files button, by mouse or keyboard', async () => {
    const { user } = renderUploader();
    const click = jest.spyOn(fileInput(), 'click');
    await user.click(screen.getByRole('button', { name: 'Upload files' }));
    expect(click).toHaveBeenCalledTimes(1);
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(2);
  });

  it('hands picked files to the manager, which queues them', async () => {
    const { manager, user } = renderUploader();
    const files = [aFile('a.txt'), aFile('b.txt')];
    await user.upload(fileInput(), files);
    expect(manager.calls.added).toEqual([files]);
    expect(await screen.findByRole('cell', { name: 'b.txt' })).toBeInTheDocument();
    expect(screen.getByText('Files: 2 of 5. Storage: 6 bytes of 10 GB.')).toBeInTheDocument();
  });

  it('shows that files are dragged over it, and takes the drop', async () => {
    const { manager } = renderUploader();
    const file = aFile('dropped.csv');
    fireEvent.dragEnter(dropArea(), dataTransfer([file]));
    expect(await within(dropArea()).findByText('Drop files here')).toBeInTheDocument();
    expect(dropArea()).toHaveAttribute('data-state', 'dragging');
    fireEvent.drop(dropArea(), dataTransfer([file]));
    expect(await screen.findByRole('cell', { name: 'dropped.csv' })).toBeInTheDocument();
    expect(manager.calls.added).toEqual([[file]]);
    expect(dropArea()).toHaveAttribute('data-state', 'idle');
  });

  it('is disabled once the count reaches the maximum', () => {
    renderUploader({
      entries: [anUploadEntry('a.txt'), anUploadEntry('b.txt')],
      config: { quota: { maxFiles: 2 } },
    });
    expect(dropArea()).toHaveAttribute('data-state', 'disabled');
    expect(
      within(dropArea()).getByText('The maximum number of files has been reached.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload files' })).toBeDisabled();
  });
});

describe('FileUploader drop warnings', () => {
  it('skips files whose name already exists, and lists them', async () => {
    const { manager, user } = renderUploader({ entries: [anUploadEntry('a.txt')] });
    const fresh = aFile('c.txt');
    await user.upload(fileInput(), [aFile('a.txt'), fresh]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The following files already exist');
    expect(within(alert).getByRole('list', { name: 'Files concerned' })).toHaveTextContent('a.txt');
    expect(manager.calls.added).toEqual([[fresh]]);
  });

  it('skips empty files when they are not allowed', async () => {
    const { manager, user } = renderUploader({ config: { allowEmptyFiles: false } });
    const full = aFile('full.txt');
    await user.upload(fileInput(), [aFile('empty.txt', 0), full]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Empty files were skipped.');
    expect(manager.calls.added).toEqual([[full]]);
  });

  it('takes empty files by default', async () => {
    const { manager, user } = renderUploader();
    await user.upload(fileInput(), [aFile('empty.txt', 0)]);
    expect(await screen.findByRole('cell', { name: 'empty.txt' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(manager.calls.added).toHaveLength(1);
  });

  it('refuses a drop that would pass the maximum number of files', async () => {
    const { manager, user } = renderUploader({
      entries: [anUploadEntry('a.txt')],
      config: { quota: { maxFiles: 2 } },
    });
    await user.upload(fileInput(), [aFile('b.txt'), aFile('c.txt')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Uploading the selected files would result in 3 files (max.2)',
    );
    expect(manager.calls.added).toEqual([]);
  });

  it('refuses a drop that would pass the storage limit, in decimal sizes by default', async () => {
    const { manager, user } = renderUploader({ config: { quota: { maxStorage: 1_000_000 } } });
    await user.upload(fileInput(), [aFile('big.bin', 1_500_000)]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Uploading the selected files would result in 1.5 MB but the limit is 1 MB',
    );
    expect(manager.calls.added).toEqual([]);
  });

  it('uses binary sizes in the storage warning when decimal display is off', async () => {
    const { user } = renderUploader({
      config: { quota: { maxStorage: 1024 * 1024 }, decimalSizeDisplay: false },
    });
    await user.upload(fileInput(), [aFile('big.bin', 2 * 1024 * 1024)]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Uploading the selected files would result in 2 MiB but the limit is 1 MiB',
    );
  });

  it('replaces the warnings at the next drop', async () => {
    const { user } = renderUploader({ entries: [anUploadEntry('a.txt')] });
    await user.upload(fileInput(), [aFile('a.txt')]);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.upload(fileInput(), [aFile('b.txt')]);
    expect(await screen.findByRole('cell', { name: 'b.txt' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
