import { screen } from '@testing-library/react';
import { anUploadEntry } from '../../support/upload/fakeUploadManager';
import { renderUploader } from './renderUploader';

describe('FileUploader by keyboard', () => {
  it('reaches every control with Tab, in reading order, and acts on them', async () => {
    const { manager, user } = renderUploader({
      entries: [
        anUploadEntry('a.txt'),
        anUploadEntry('b.txt', { status: 'failed' }),
        anUploadEntry('c.txt', { status: 'uploading', progressPercentage: 20 }),
      ],
      config: { quota: { maxFiles: 10 } },
      onDefaultPreviewChange: jest.fn(),
      onFilesEnabledChange: jest.fn(),
    });
    // The metadata-only toggle is disabled while files exist, so Tab starts at the buttons.
    const order = [
      screen.getByRole('button', { name: 'Upload files' }),
      screen.getByRole('button', { name: 'Choose a folder' }),
      screen.getByRole('radio', { name: 'Default preview: a.txt' }),
      screen.getByRole('button', { name: 'Delete a.txt' }),
      screen.getByRole('button', { name: 'Retry b.txt' }),
      screen.getByRole('button', { name: 'Delete b.txt' }),
      screen.getByRole('button', { name: 'Cancel c.txt' }),
    ];
    for (const control of order) {
      await user.tab();
      expect(control).toHaveFocus();
    }
    await user.keyboard('{Enter}');
    expect(manager.calls.cancelled).toEqual(['c.txt']);
  });

  it('switches the metadata-only toggle with Space', async () => {
    const onFilesEnabledChange = jest.fn();
    const { user } = renderUploader({ onFilesEnabledChange });
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Metadata-only record' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onFilesEnabledChange).toHaveBeenCalledWith(false);
  });
});
