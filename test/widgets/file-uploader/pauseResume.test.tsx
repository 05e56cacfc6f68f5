import { act, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import type { FileLinks } from '../../../src/core/model';
import { anUploadEntry } from '../../support/upload/fakeUploadManager';
import { aFile, renderUploader } from './renderUploader';

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

const self = 'https://repo.test/api/records/abc12-34567/draft/files/big.bin';
const inParts: FileLinks = {
  self,
  commit: `${self}/commit`,
  parts: [1, 2, 3].map((part) => ({ part, url: `${self}/content/${part}` })),
};
const uploadingInParts = anUploadEntry('big.bin', {
  status: 'uploading',
  progressPercentage: 40,
  checksum: undefined,
  links: inParts,
});
const pausedByUser = { ...uploadingInParts, status: 'paused' as const };
const pausedAfterReload = { ...pausedByUser, awaitsFile: true };

/**
 * Contrast needs real styles; jsdom has none, so it is left to Storybook's a11y check. Nor has
 * it a canvas, which axe asks for to tell icon ligatures (in the button names' check).
 */
const violations = async (container: HTMLElement) => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.html)}`);
};

describe('FileUploader: pausing and resuming files sent in parts', () => {
  it('offers Pause and Cancel on a file on its way in parts, and no Pause on one sent whole', () => {
    renderUploader({
      entries: [uploadingInParts, anUploadEntry('small.txt', { status: 'uploading' })],
    });
    const row = rowOf('big.bin');
    expect(within(row).getByRole('button', { name: 'Pause big.bin' })).toHaveTextContent('Pause');
    expect(within(row).getByRole('button', { name: 'Cancel big.bin' })).toBeInTheDocument();
    const small = rowOf('small.txt');
    expect(within(small).queryByRole('button', { name: /^Pause/ })).not.toBeInTheDocument();
  });

  it('shows a file paused by the user as Paused with its progress, and offers Resume, Cancel and Delete', () => {
    renderUploader({ entries: [pausedByUser] });
    const row = rowOf('big.bin');
    expect(row).toHaveAttribute('data-state', 'paused');
    expect(within(row).getByText('Paused')).toBeInTheDocument();
    expect(within(row).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Resume big.bin', 'Cancel big.bin', 'Delete big.bin']);
  });

  it('asks to choose a file paused on an earlier visit again, and offers no Resume', () => {
    renderUploader({ entries: [pausedAfterReload] });
    const row = rowOf('big.bin');
    expect(within(row).getByText('Paused — choose the file again to resume')).toBeInTheDocument();
    expect(within(row).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(within(row).queryByRole('button', { name: 'Resume big.bin' })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Cancel big.bin' })).toBeInTheDocument();
  });

  it('passes a paused file chosen again to the manager: no duplicate, no quota overrun', async () => {
    const { manager, user } = renderUploader({
      entries: [{ ...pausedAfterReload, size: 10 }],
      config: { quota: { maxFiles: 1, maxStorage: 10 } },
    });
    const file = aFile('big.bin', 10);
    await user.upload(screen.getByLabelText('Files to upload'), [file]);
    expect(manager.calls.added).toEqual([[file]]);
    expect(screen.queryByText('The following files already exist')).not.toBeInTheDocument();
  });

  it('says why a file is uploaded from the start', () => {
    renderUploader({
      entries: [
        {
          ...uploadingInParts,
          progressPercentage: 0,
          notice: 'This is not the file that was paused: it is uploaded from the start.',
        },
      ],
    });
    expect(
      within(rowOf('big.bin')).getByText(
        'This is not the file that was paused: it is uploaded from the start.',
      ),
    ).toBeInTheDocument();
  });

  it('pauses and resumes by keyboard, the focus staying on the button', async () => {
    const { manager, user } = renderUploader({ entries: [uploadingInParts] });
    // Upload files, Choose a folder, then the row's button.
    await user.tab();
    await user.tab();
    await user.tab();
    const pause = screen.getByRole('button', { name: 'Pause big.bin' });
    expect(pause).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(manager.calls.paused).toEqual(['big.bin']);
    const resume = screen.getByRole('button', { name: 'Resume big.bin' });
    expect(resume).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(manager.calls.resumed).toEqual(['big.bin']);
    expect(screen.getByRole('button', { name: 'Pause big.bin' })).toHaveFocus();
  });

  it('cancels a paused file', async () => {
    const { manager, user } = renderUploader({ entries: [pausedByUser] });
    await user.click(screen.getByRole('button', { name: 'Cancel big.bin' }));
    expect(manager.calls.cancelled).toEqual(['big.bin']);
    expect(within(rowOf('big.bin')).getByText('Cancelled')).toBeInTheDocument();
  });

  it('announces pauses and resumptions, and a resumed file not as started again', () => {
    const { manager } = renderUploader({ entries: [uploadingInParts] });
    const region = screen.getByRole('status');
    act(() => manager.setEntry('big.bin', { status: 'paused' }));
    expect(region).toHaveTextContent('Paused uploading big.bin.');
    act(() => manager.setEntry('big.bin', { status: 'queued' }));
    expect(region).toHaveTextContent('Resumed uploading big.bin.');
    act(() => manager.setEntry('big.bin', { status: 'uploading' }));
    expect(region).toHaveTextContent('Resumed uploading big.bin.');
    act(() => manager.setEntry('big.bin', { status: 'finished' }));
    expect(region).toHaveTextContent('Finished uploading big.bin.');
  });

  it('does not announce a file paused on an earlier visit', () => {
    const { manager } = renderUploader({
      entries: [anUploadEntry('big.bin', { status: 'pending', links: inParts })],
    });
    act(() => manager.setEntry('big.bin', { status: 'paused', awaitsFile: true }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it.each([
    ['uploading in parts', uploadingInParts],
    ['paused by the user', pausedByUser],
    ['paused on an earlier visit', pausedAfterReload],
  ])('has no axe violation: %s', async (_case, entry) => {
    const { container } = renderUploader({ entries: [entry] });
    expect(await violations(container)).toEqual([]);
  });
});
