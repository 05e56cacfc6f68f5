import { screen, within } from '@testing-library/react';
import { anUploadEntry } from '../../support/upload/fakeUploadManager';
import { renderUploader } from './renderUploader';

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

/** The row's State cell, found by its column's header. */
const stateCellOf = (name: string) => {
  const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
  return within(rowOf(name)).getAllByRole('cell')[headers.indexOf('State')] as HTMLElement;
};

const LOCKED = 'Locked — cannot be changed in this version';

describe('FileUploader row of a failed upload', () => {
  const failed = anUploadEntry('model.h5', {
    status: 'failed',
    progressPercentage: 0,
    checksum: undefined,
    error: 'Request failed with status code 500',
  });

  it('reads as failed at a glance: an error row with an icon beside the word Failed', () => {
    renderUploader({ entries: [anUploadEntry('article.pdf'), failed] });
    expect(rowOf('model.h5')).toHaveClass('negative');
    expect(rowOf('article.pdf')).not.toHaveClass('negative');
    const state = stateCellOf('model.h5');
    expect(state.querySelector('i.icon[aria-hidden="true"]')).not.toBeNull();
    expect(state).toHaveTextContent(/^Failed/);
  });

  it('tells why, and offers Retry', () => {
    renderUploader({ entries: [failed] });
    expect(stateCellOf('model.h5')).toHaveTextContent('Request failed with status code 500');
    expect(screen.getByRole('button', { name: 'Retry model.h5' })).toBeVisible();
  });
});

describe('FileUploader rows of a published record', () => {
  const published = { files: { enabled: true }, is_published: true };

  it('show no progress, but a lock and that the file cannot be changed in this version', () => {
    renderUploader({
      record: published,
      entries: [anUploadEntry('article.pdf'), anUploadEntry('data.csv')],
    });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Progress' })).not.toBeInTheDocument();
    for (const name of ['article.pdf', 'data.csv']) {
      const state = stateCellOf(name);
      expect(state).toHaveTextContent(LOCKED);
      expect(state.querySelector('i.lock.icon[aria-hidden="true"]')).not.toBeNull();
    }
  });

  it('keep the progress of a draft’s finished files', () => {
    renderUploader({ entries: [anUploadEntry('article.pdf')] });
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(stateCellOf('article.pdf')).toHaveTextContent('Finished');
  });
});
