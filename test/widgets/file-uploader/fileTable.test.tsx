import { act, screen, within } from '@testing-library/react';
import { anUploadEntry } from '../../support/upload/fakeUploadManager';
import { renderUploader } from './renderUploader';

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

describe('FileUploader file table', () => {
  it('shows no table while there is no file', () => {
    renderUploader();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows name, size, MD5 checksum, progress and state of each file', () => {
    renderUploader({
      entries: [
        anUploadEntry('data.csv', { size: 1_500_000 }),
        anUploadEntry('big.tif', {
          size: 2048,
          status: 'uploading',
          progressPercentage: 42,
          checksum: undefined,
        }),
      ],
    });
    const finished = rowOf('data.csv');
    expect(finished).toHaveAttribute('data-state', 'finished');
    expect(within(finished).getByText('1.5 MB')).toBeInTheDocument();
    expect(within(finished).getByText('55ec1e2c7c7b6b5b7c0e9a1b2f3d4e5f')).toBeInTheDocument();
    expect(within(finished).getByText('Finished')).toBeInTheDocument();

    const uploading = rowOf('big.tif');
    expect(uploading).toHaveAttribute('data-state', 'uploading');
    expect(within(uploading).getByText('2.05 kB')).toBeInTheDocument();
    const bar = within(uploading).getByRole('progressbar', { name: 'Upload progress of big.tif' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveTextContent('42 %');
    expect(within(uploading).getByText('Uploading')).toBeInTheDocument();
    expect(within(uploading).queryByText(/^md5/)).not.toBeInTheDocument();
  });

  it('uses binary sizes when decimal size display is off', () => {
    renderUploader({
      entries: [anUploadEntry('data.csv', { size: 2048 })],
      config: { decimalSizeDisplay: false },
    });
    expect(within(rowOf('data.csv')).getByText('2 KiB')).toBeInTheDocument();
  });

  it('follows progress ticks and state changes as they come', () => {
    const { manager } = renderUploader({
      entries: [anUploadEntry('a.txt', { status: 'queued', progressPercentage: 0 })],
    });
    expect(within(rowOf('a.txt')).getByText('Queued')).toBeInTheDocument();
    act(() => manager.setEntry('a.txt', { status: 'uploading', progressPercentage: 10 }));
    act(() => manager.setEntry('a.txt', { progressPercentage: 73 }));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '73');
    act(() => manager.setEntry('a.txt', { status: 'finished', progressPercentage: 100 }));
    expect(rowOf('a.txt')).toHaveAttribute('data-state', 'finished');
    expect(screen.getByRole('progressbar')).toHaveTextContent('100 %');
  });

  it.each(['queued', 'uploading'] as const)(
    'offers Cancel, not Delete, while %s',
    async (status) => {
      const { manager, user } = renderUploader({
        entries: [anUploadEntry('a.txt', { status, progressPercentage: 5 })],
      });
      expect(screen.queryByRole('button', { name: 'Delete a.txt' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Cancel a.txt' }));
      expect(manager.calls.cancelled).toEqual(['a.txt']);
      expect(rowOf('a.txt')).toHaveAttribute('data-state', 'cancelled');
      expect(within(rowOf('a.txt')).getByText('Cancelled')).toBeInTheDocument();
    },
  );

  it.each(['finished', 'failed', 'pending', 'cancelled'] as const)(
    'offers Delete, not Cancel, for a %s file, and the row goes once deleted',
    async (status) => {
      const { manager, user } = renderUploader({ entries: [anUploadEntry('a.txt', { status })] });
      expect(screen.queryByRole('button', { name: 'Cancel a.txt' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Delete a.txt' }));
      expect(manager.calls.removed).toEqual(['a.txt']);
      expect(screen.queryByText('a.txt')).not.toBeInTheDocument();
    },
  );

  it('shows no progress bar for a pending file', () => {
    renderUploader({ entries: [anUploadEntry('a.txt', { status: 'pending', size: 0 })] });
    expect(within(rowOf('a.txt')).getByText('Pending')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('offers Retry for a failed file and shows why it failed', async () => {
    const { manager, user } = renderUploader({
      entries: [
        anUploadEntry('a.txt', { status: 'failed', error: 'Request failed with status code 403' }),
        anUploadEntry('b.txt', { status: 'cancelled' }),
      ],
    });
    expect(within(rowOf('a.txt')).getByText('Failed')).toBeInTheDocument();
    expect(within(rowOf('a.txt')).getByText('Request failed with status code 403')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry b.txt' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry a.txt' }));
    expect(manager.calls.retried).toEqual(['a.txt']);
    expect(rowOf('a.txt')).toHaveAttribute('data-state', 'queued');
    expect(screen.queryByText('Request failed with status code 403')).not.toBeInTheDocument();
  });

  it('keeps a file the server would not delete, with the reason', async () => {
    const { manager, user } = renderUploader({ entries: [anUploadEntry('a.txt')] });
    manager.failRemove('Request failed with status code 500');
    await user.click(screen.getByRole('button', { name: 'Delete a.txt' }));
    expect(within(rowOf('a.txt')).getByText('Request failed with status code 500')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete a.txt' })).toBeEnabled();
  });

  it('says so when deleting throws', async () => {
    const { manager, user } = renderUploader({ entries: [anUploadEntry('a.txt')] });
    manager.rejectRemove(new Error('offline'));
    await user.click(screen.getByRole('button', { name: 'Delete a.txt' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file could not be deleted. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Delete a.txt' })).toBeEnabled();
  });

  it('offers the default preview among finished files only', async () => {
    const onDefaultPreviewChange = jest.fn();
    const { user } = renderUploader({
      entries: [
        anUploadEntry('a.pdf'),
        anUploadEntry('b.pdf'),
        anUploadEntry('c.pdf', { status: 'uploading', progressPercentage: 3 }),
      ],
      record: { files: { enabled: true, default_preview: 'b.pdf' } },
      onDefaultPreviewChange,
    });
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'Default preview: b.pdf' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Default preview: a.pdf' }));
    expect(onDefaultPreviewChange).toHaveBeenCalledWith('a.pdf');
  });
});
