import { act, render, screen } from '@testing-library/react';
import { useEntry } from '../../../src/widgets/file-uploader/useManagerState';
import {
  anUploadEntry,
  createFakeUploadManager,
  type FakeUploadManager,
} from '../../support/upload/fakeUploadManager';
import { renderUploader } from './renderUploader';

const queued = (name: string) => anUploadEntry(name, { status: 'queued', progressPercentage: 0 });

const leavePage = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event;
};

describe('FileUploader announcements', () => {
  it('announces starts, completions and failures politely', () => {
    const { manager } = renderUploader({ entries: [queued('a.txt'), queued('b.txt')] });
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    act(() => manager.setEntry('a.txt', { status: 'uploading' }));
    expect(region).toHaveTextContent('Started uploading a.txt.');
    act(() => manager.setEntry('a.txt', { progressPercentage: 50 }));
    expect(region).toHaveTextContent('Started uploading a.txt.');
    act(() => manager.setEntry('a.txt', { status: 'finished' }));
    expect(region).toHaveTextContent('Finished uploading a.txt.');
    act(() => manager.setEntry('b.txt', { status: 'failed', error: 'Forbidden' }));
    expect(region).toHaveTextContent('Failed to upload b.txt.');
  });

  it('announces a cancelled upload, which no longer reads as started', async () => {
    const { manager, user } = renderUploader({ entries: [queued('a.txt')] });
    const region = screen.getByRole('status');
    act(() => manager.setEntry('a.txt', { status: 'uploading' }));
    expect(region).toHaveTextContent('Started uploading a.txt.');
    await user.click(screen.getByRole('button', { name: 'Cancel a.txt' }));
    expect(region).toHaveTextContent('Cancelled uploading a.txt.');
  });

  it('counts several files in one message', () => {
    const { manager } = renderUploader({ entries: [queued('a.txt'), queued('b.txt')] });
    act(() =>
      manager.setEntries([
        anUploadEntry('a.txt', { status: 'uploading' }),
        anUploadEntry('b.txt', { status: 'uploading' }),
      ]),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Started uploading 2 files: a.txt and b.txt.',
    );
    act(() => manager.setEntries([anUploadEntry('a.txt'), anUploadEntry('b.txt')]));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Finished uploading 2 files: a.txt and b.txt.',
    );
  });

  it('does not announce files that were already there', () => {
    const { manager } = renderUploader({ entries: [anUploadEntry('old.txt')] });
    act(() => manager.setEntries([anUploadEntry('old.txt'), anUploadEntry('imported.txt')]));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('FileUploader leave-page warning', () => {
  it('asks before leaving while an upload is queued or running, and only then', () => {
    const { manager } = renderUploader({ entries: [anUploadEntry('a.txt')] });
    expect(leavePage().defaultPrevented).toBe(false);
    act(() => manager.setEntry('a.txt', { status: 'queued' }));
    expect(leavePage().defaultPrevented).toBe(true);
    act(() => manager.setEntry('a.txt', { status: 'uploading' }));
    expect(leavePage().defaultPrevented).toBe(true);
    act(() => manager.setEntry('a.txt', { status: 'cancelled' }));
    expect(leavePage().defaultPrevented).toBe(false);
  });

  it('stops listening when unmounted', () => {
    const { unmount, manager } = renderUploader({ entries: [queued('a.txt')] });
    unmount();
    expect(leavePage().defaultPrevented).toBe(false);
    expect(manager.listenerCount()).toBe(0);
  });
});

interface ProbeProps {
  manager: FakeUploadManager;
  name: string;
  onRender: (name: string) => void;
}

/** Reads one entry and tells each time it renders. */
const Probe = ({ manager, name, onRender }: ProbeProps) => {
  const entry = useEntry(manager, name);
  onRender(name);
  return <p>{`${name}: ${entry?.progressPercentage} %`}</p>;
};

describe('reading one entry', () => {
  it('re-renders the reader of the file that changed, not the others', () => {
    const manager = createFakeUploadManager({ entries: [queued('a.txt'), queued('b.txt')] });
    const onRender = jest.fn();
    render(
      <>
        <Probe manager={manager} name="a.txt" onRender={onRender} />
        <Probe manager={manager} name="b.txt" onRender={onRender} />
      </>,
    );
    act(() => manager.setEntry('a.txt', { progressPercentage: 10 }));
    act(() => manager.setEntry('a.txt', { progressPercentage: 20 }));
    expect(screen.getByText('a.txt: 20 %')).toBeInTheDocument();
    expect(onRender.mock.calls).toEqual([['a.txt'], ['b.txt'], ['a.txt'], ['a.txt']]);
  });
});
