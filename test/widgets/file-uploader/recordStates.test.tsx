import { act, screen, within } from '@testing-library/react';
import { deferred } from '../../support/upload/deferred';
import { anUploadEntry } from '../../support/upload/fakeUploadManager';
import { renderUploader } from './renderUploader';

const IMPORT_FAILED =
  'Files import from the previous version failed. Please try again. If the problem persists, contact user support.';
const LOCKED =
  'File addition, removal or modification are not allowed after you have published your upload.';
const NO_PERMISSION = "You don't have permissions to create a new version.";

describe('FileUploader metadata-only toggle', () => {
  it('is bound to files.enabled', async () => {
    const onFilesEnabledChange = jest.fn();
    const { user, rerender } = renderUploader({ onFilesEnabledChange });
    const toggle = screen.getByRole('checkbox', { name: 'Metadata-only record' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(onFilesEnabledChange).toHaveBeenCalledWith(false);

    rerender({ record: { files: { enabled: false } } });
    expect(screen.getByRole('checkbox', { name: 'Metadata-only record' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Metadata-only record' }));
    expect(onFilesEnabledChange).toHaveBeenLastCalledWith(true);
  });

  it('disables the drop area of a metadata-only record', () => {
    renderUploader({ record: { files: { enabled: false } }, onFilesEnabledChange: jest.fn() });
    const area = screen.getByRole('group', { name: 'File drop area' });
    expect(area).toHaveAttribute('data-state', 'disabled');
    expect(within(area).getByText('A metadata-only record has no files.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload files' })).toBeDisabled();
  });

  it('is disabled, and says why, while files exist', async () => {
    const onFilesEnabledChange = jest.fn();
    const { user } = renderUploader({ entries: [anUploadEntry()], onFilesEnabledChange });
    const toggle = screen.getByRole('checkbox', { name: 'Metadata-only record' });
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription('A record with files cannot be metadata-only.');
    await user.click(toggle);
    expect(onFilesEnabledChange).not.toHaveBeenCalled();
  });

  it('is left out when nobody listens to it', () => {
    renderUploader();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

describe('FileUploader import from the previous version', () => {
  const newVersion = { files: { enabled: true }, versions: { index: 2 } };

  it('is offered on a new-version draft without files, and goes once imported', async () => {
    const imported = deferred();
    const onImportFiles = jest.fn(() => imported.promise);
    const { user } = renderUploader({ record: newVersion, onImportFiles });
    expect(screen.getByText('You can import files from the previous version.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Import files' }));
    expect(onImportFiles).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Import files' })).toBeDisabled();
    await act(async () => imported.resolve());
    expect(screen.queryByText('You can import files from the previous version.')).toBeNull();
  });

  it('tells when the import failed, and can be tried again', async () => {
    const onImportFiles = jest.fn(() => Promise.reject(new Error('500')));
    const { user } = renderUploader({ record: newVersion, onImportFiles });
    await user.click(screen.getByRole('button', { name: 'Import files' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(IMPORT_FAILED);
    await user.click(screen.getByRole('button', { name: 'Import files' }));
    expect(onImportFiles).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['a first version', { files: { enabled: true }, versions: { index: 1 } }, []],
    ['a draft with files', newVersion, [anUploadEntry()]],
    ['a metadata-only draft', { files: { enabled: false }, versions: { index: 2 } }, []],
    ['a published record', { ...newVersion, is_published: true }, []],
  ])('is not offered on %s', (_name, record, entries) => {
    renderUploader({ record, entries, onImportFiles: jest.fn() });
    expect(screen.queryByRole('button', { name: 'Import files' })).not.toBeInTheDocument();
  });
});

describe('FileUploader on a published record', () => {
  const published = { files: { enabled: true }, is_published: true };
  const entries = [anUploadEntry('a.txt'), anUploadEntry('b.txt', { status: 'pending' })];

  it('locks the files: no drop area, no Delete or Cancel', () => {
    renderUploader({ record: published, entries, onFilesEnabledChange: jest.fn() });
    expect(screen.getByText(LOCKED)).toBeVisible();
    expect(screen.queryByRole('group', { name: 'File drop area' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete|Cancel|Retry/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Metadata-only record' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Default preview: a.txt' })).toBeDisabled();
  });

  it('offers the New version button when allowed', () => {
    renderUploader({
      record: published,
      entries,
      permissions: { can_new_version: true },
      newVersionButton: <button type="button">New version</button>,
    });
    expect(screen.getByRole('button', { name: 'New version' })).toBeEnabled();
  });

  it('disables it, with the reason as tooltip, without permission', async () => {
    const { user } = renderUploader({
      record: published,
      entries,
      permissions: { can_new_version: false },
      newVersionButton: <button type="button">New version</button>,
    });
    const button = screen.getByRole('button', { name: 'New version' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(NO_PERMISSION);
    await user.hover(button.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(NO_PERMISSION);
  });

  it('offers nothing when the page gives no New version button', () => {
    renderUploader({ record: published, entries });
    expect(screen.queryByRole('button', { name: 'New version' })).not.toBeInTheDocument();
  });
});

describe('FileUploader connection', () => {
  it('tells when the browser is offline and uploads wait', () => {
    const { manager } = renderUploader();
    const notice = 'You are offline. Uploads will go on when the connection is back.';
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
    act(() => manager.setOnline(false));
    expect(screen.getByText(notice)).toBeVisible();
    act(() => manager.setOnline(true));
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
  });
});
