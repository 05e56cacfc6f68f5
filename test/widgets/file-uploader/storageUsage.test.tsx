import { act, screen } from '@testing-library/react';
import { anUploadEntry } from '../../support/upload/fakeUploadManager';
import { renderUploader } from './renderUploader';

const ALMOST_FULL = 'Storage is almost full. Delete files you do not need to make room for more.';
const OVER_LIMIT =
  'Storage is over its limit. Delete files until they fit: no file can be added until then.';

/** The storage line, or the warning that holds it. */
const storageUsage = () =>
  screen.getByText(/^Files: \d+ of \d+\. Storage: /).closest('[data-level]') as HTMLElement;

describe('FileUploader storage use', () => {
  it('is a plain line well under the limit', () => {
    renderUploader({
      entries: [anUploadEntry('a.bin', { size: 890 })],
      config: { quota: { maxStorage: 1000 } },
    });
    expect(storageUsage()).toHaveAttribute('data-level', 'ok');
    expect(screen.queryByText(ALMOST_FULL)).not.toBeInTheDocument();
  });

  it('warns, and says what to do, from 90 % of the limit', () => {
    renderUploader({
      entries: [anUploadEntry('a.bin', { size: 900 })],
      config: { quota: { maxStorage: 1000 } },
    });
    expect(storageUsage()).toHaveAttribute('data-level', 'near');
    expect(storageUsage()).toHaveClass('warning');
    expect(screen.getByText(ALMOST_FULL)).toBeVisible();
  });

  it('tells over the limit, as the 42.95 GB of 10 GB of a paused large file', () => {
    renderUploader({
      entries: [anUploadEntry('dataset.tar', { size: 42_949_672_960, status: 'paused' })],
    });
    expect(screen.getByText('Files: 1 of 5. Storage: 42.95 GB of 10 GB.')).toBeVisible();
    expect(storageUsage()).toHaveAttribute('data-level', 'over');
    expect(storageUsage()).toHaveClass('negative');
    expect(screen.getByText(OVER_LIMIT)).toBeVisible();
  });

  it('says so in the live region once, as the storage fills up', () => {
    const { manager } = renderUploader({
      entries: [anUploadEntry('a.bin', { size: 500 })],
      config: { quota: { maxStorage: 1000 } },
    });
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();

    act(() =>
      manager.setEntries([
        anUploadEntry('a.bin', { size: 500 }),
        anUploadEntry('b.bin', { size: 420, status: 'queued', progressPercentage: 0 }),
      ]),
    );
    expect(region).toHaveTextContent(ALMOST_FULL);
    act(() => manager.setEntry('b.bin', { status: 'uploading' }));
    expect(region).toHaveTextContent('Started uploading b.bin.');
    act(() => manager.setEntry('b.bin', { progressPercentage: 60 }));
    expect(region).not.toHaveTextContent(ALMOST_FULL);

    act(() => manager.setEntry('b.bin', { size: 600 }));
    expect(region).toHaveTextContent(OVER_LIMIT);
  });

  it('is not announced for a draft that opens near its limit: the line shows it', () => {
    renderUploader({
      entries: [anUploadEntry('a.bin', { size: 950 })],
      config: { quota: { maxStorage: 1000 } },
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
