import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { I18nextProvider } from 'react-i18next';
import type { DraftsApi } from '../../../src/core/api';
import type { DraftRecord } from '../../../src/core/model';
import { createI18n } from '../../../src/ui/i18n/createI18n';
import {
  FileUploaderWidget,
  type FileUploaderWidgetProps,
} from '../../../src/widgets/file-uploader';
import { aDraft } from '../../factories/draft';
import { aServerFile } from '../../factories/files';
import { FakeFilesApi } from '../../support/upload/fakeFilesApi';

const config = { createUrl: 'https://repo.test/api/records', default_locale: 'en' };

/** The uploader over a FakeFilesApi (an in-memory files API that counts its calls). */
const renderWidget = ({
  keys = [],
  ...props
}: { keys?: string[] } & Partial<FileUploaderWidgetProps> = {}) => {
  const existing = keys.map((key) => aServerFile(key));
  const filesApi = new FakeFilesApi({ entries: existing });
  const draftsApi = {
    save: jest.fn(async (draft: DraftRecord) => draft),
  } as unknown as jest.Mocked<DraftsApi>;
  const entries = Object.fromEntries(existing.map((entry) => [entry.key, entry]));
  const view = render(
    <I18nextProvider i18n={createI18n()}>
      <FileUploaderWidget
        config={config}
        record={aDraft({ files: { enabled: true, entries } })}
        permissions={{}}
        filesApi={filesApi}
        draftsApi={draftsApi}
        {...props}
      />
    </I18nextProvider>,
  );
  return { ...view, filesApi, user: userEvent.setup() };
};

const announcedKeys = (filesApi: FakeFilesApi) =>
  filesApi.callsOf('init').flatMap((call) => call.announced?.map(({ key }) => key) ?? []);

/** A file of a chosen folder: the browser gives its path under the folder. */
const fileInFolder = (path: string, content = 'a,b\n') => {
  const file = new File([content], path.split('/').at(-1) as string, { type: 'text/csv' });
  Object.defineProperty(file, 'webkitRelativePath', { value: path });
  return file;
};

/** The part of the browser's FileSystemEntry that file-selector reads. */
interface FakeEntry {
  isFile: boolean;
  isDirectory: boolean;
  fullPath: string;
  file?: (done: (file: File) => void) => void;
  createReader?: () => { readEntries: (done: (batch: FakeEntry[]) => void) => void };
}

/** A file entry of a dropped folder as the browser's entries API gives it. */
const fileEntry = (fullPath: string): FakeEntry => ({
  isFile: true,
  isDirectory: false,
  fullPath,
  file: (done) => done(new File(['a,b\n'], fullPath.split('/').at(-1) as string)),
});

/** A folder entry: its reader answers the children once, then nothing (the end). */
const folderEntry = (fullPath: string, children: FakeEntry[]): FakeEntry => ({
  isFile: false,
  isDirectory: true,
  fullPath,
  createReader: () => {
    let read = false;
    return {
      // Later, as the browser answers.
      readEntries: (done) => {
        const batch = read ? [] : children;
        read = true;
        queueMicrotask(() => done(batch));
      },
    };
  },
});

/** A drop of one folder, as react-dropzone reads it (DataTransfer items with entries). */
const folderDrop = (folder: FakeEntry) => ({
  dataTransfer: {
    files: [],
    items: [{ kind: 'file', type: '', getAsFile: () => null, webkitGetAsEntry: () => folder }],
    types: ['Files'],
  },
});

const dropArea = () => screen.getByRole('group', { name: 'File drop area' });
const folderInput = () => screen.getByLabelText('Folder to upload') as HTMLInputElement;
const concerned = (alert: HTMLElement, text: string) =>
  within(within(alert).getByText(text, { exact: false }).closest('li') as HTMLElement).getByRole(
    'list',
    { name: 'Files concerned' },
  );

describe('FileUploader folders', () => {
  it('adds the files of a dropped folder under their relative paths, without its hidden files', async () => {
    const { filesApi } = renderWidget({ config: { ...config, quota: { maxFiles: 10 } } });
    const data = folderEntry('/data', [
      fileEntry('/data/a.csv'),
      fileEntry('/data/.DS_Store'),
      folderEntry('/data/raw', [fileEntry('/data/raw/b.csv')]),
      folderEntry('/data/.git', [fileEntry('/data/.git/HEAD')]),
      folderEntry('/data/empty', []),
    ]);
    fireEvent.drop(dropArea(), folderDrop(data));
    expect(await screen.findByRole('cell', { name: 'data/raw/b.csv' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'data/a.csv' })).toBeInTheDocument();
    await screen.findByText('Finished uploading data/raw/b.csv.');
    expect(announcedKeys(filesApi).sort()).toEqual(['data/a.csv', 'data/raw/b.csv']);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Hidden files in the folders were skipped');
    expect(within(alert).getByRole('list', { name: 'Files concerned' })).toHaveTextContent(
      'data/.git/HEAD',
    );
    expect(alert).not.toHaveTextContent('.DS_Store');
  });

  it('adds the files of a folder chosen with the Choose a folder button', async () => {
    const { filesApi, user } = renderWidget();
    const click = jest.spyOn(folderInput(), 'click');
    screen.getByRole('button', { name: 'Choose a folder' }).focus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
    await user.upload(folderInput(), [
      fileInFolder('survey/answers.csv'),
      fileInFolder('survey/2026/march.csv'),
    ]);
    await screen.findByText('Finished uploading survey/2026/march.csv.');
    expect(screen.getByRole('cell', { name: 'survey/answers.csv' })).toBeInTheDocument();
    expect(announcedKeys(filesApi)).toEqual(['survey/answers.csv', 'survey/2026/march.csv']);
    expect(filesApi.callsOf('commit').map(({ key }) => key)).toEqual([
      'survey/answers.csv',
      'survey/2026/march.csv',
    ]);
  });

  it('reports files that clash with the draft before anything is sent; the rest goes', async () => {
    const { filesApi, user } = renderWidget({ keys: ['data/a.csv', 'data/raw'] });
    await user.upload(folderInput(), [
      fileInFolder('data/a.csv'),
      fileInFolder('data/raw/c.csv'),
      fileInFolder('data/b.csv'),
    ]);
    const alert = await screen.findByRole('alert');
    expect(concerned(alert, 'The following files already exist')).toHaveTextContent('data/a.csv');
    expect(
      concerned(alert, 'The following files would clash with a file or folder of the same name'),
    ).toHaveTextContent('data/raw/c.csv');
    await screen.findByText('Finished uploading data/b.csv.');
    expect(announcedKeys(filesApi)).toEqual(['data/b.csv']);
    expect(filesApi.callsOf('content').map(({ key }) => key)).toEqual(['data/b.csv']);
  });

  it('sends nothing of a folder that would pass the maximum number of files', async () => {
    const { filesApi, user } = renderWidget({ config: { ...config, quota: { maxFiles: 2 } } });
    await user.upload(folderInput(), [
      fileInFolder('d/1.csv'),
      fileInFolder('d/2.csv'),
      fileInFolder('d/3.csv'),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Uploading the selected files would result in 3 files (max.2)',
    );
    expect(filesApi.calls).toEqual([]);
    expect(screen.queryByRole('cell', { name: 'd/1.csv' })).not.toBeInTheDocument();
  });

  // No file rows: axe's check of their labelled buttons needs a canvas, which jsdom lacks.
  it('has no axe violation with the Choose a folder button and a folder warning', async () => {
    const { container, user } = renderWidget();
    await user.upload(folderInput(), [fileInFolder('data/.env')]);
    await screen.findByRole('alert');
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.html)}`)).toEqual(
      [],
    );
  });
});
