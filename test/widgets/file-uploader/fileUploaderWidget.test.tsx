import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import type { DraftsApi, FilesApi } from '../../../src/core/api';
import type { DraftRecord } from '../../../src/core/model';
import { createI18n } from '../../../src/ui/i18n/createI18n';
import {
  FileUploaderWidget,
  mountFileUploader,
  type FileUploaderWidgetProps,
} from '../../../src/widgets/file-uploader';
import { aDraft } from '../../factories/draft';
import { aFilesList, aServerFile } from '../../factories/files';
import { renderOutsideAct } from '../../support/syncMount';
import { aFile } from './renderUploader';

const config = { createUrl: 'https://repo.test/api/records', default_locale: 'en' };

const fakeFilesApi = () =>
  ({
    list: jest.fn(async () => aFilesList()),
    initFiles: jest.fn(async (_link: string, files: { key: string }[]) =>
      aFilesList(files.map(({ key }) => ({ ...aServerFile(key), size: undefined }))),
    ),
    uploadContent: jest.fn(async (link: string) => ({ key: 'x', links: { content: link } })),
    commit: jest.fn(async (link: string) => aServerFile(link.split('/').at(-2) as string)),
    delete: jest.fn(async () => undefined),
  }) as unknown as jest.Mocked<FilesApi>;

const fakeDraftsApi = () =>
  ({
    save: jest.fn(async (draft: DraftRecord) => draft),
    importFiles: jest.fn(async () => aFilesList([aServerFile('old.csv')])),
  }) as unknown as jest.Mocked<DraftsApi>;

const renderWidget = (props: Partial<FileUploaderWidgetProps> = {}) => {
  const filesApi = fakeFilesApi();
  const draftsApi = fakeDraftsApi();
  const view = render(
    <I18nextProvider i18n={createI18n()}>
      <FileUploaderWidget
        config={config}
        record={aDraft()}
        permissions={{}}
        filesApi={filesApi}
        draftsApi={draftsApi}
        {...props}
      />
    </I18nextProvider>,
  );
  return { ...view, filesApi, draftsApi, user: userEvent.setup() };
};

const SAVE_FAILED =
  'The draft was not saved. Please try again. If the problem persists, contact user support.';

describe('FileUploaderWidget', () => {
  it('uploads a picked file: saves the draft, then initialises, sends and commits it', async () => {
    const { user, filesApi, draftsApi } = renderWidget();
    await user.upload(screen.getByLabelText('Files to upload'), [aFile('data.csv')]);
    const row = (await screen.findByRole('cell', { name: 'data.csv' })).closest('tr');
    await screen.findByText('Finished uploading data.csv.');
    expect(row).toHaveAttribute('data-state', 'finished');
    expect(within(row as HTMLElement).getByText('55ec1e2c7c7b6b5b7c0e9a1b2f3d4e5f')).toBeVisible();
    expect(draftsApi.save).toHaveBeenCalledTimes(1);
    expect(filesApi.initFiles).toHaveBeenCalledWith(
      aDraft().links.files,
      [{ key: 'data.csv' }],
      expect.anything(),
    );
    expect(filesApi.commit).toHaveBeenCalledTimes(1);
  });

  it("announces a file above the config's multipart threshold in parts", async () => {
    const multipartUpload = { partSize: 4 };
    const { user, filesApi } = renderWidget({ config: { ...config, multipartUpload } });
    await user.upload(screen.getByLabelText('Files to upload'), [aFile('data.csv', 10)]);
    await screen.findByText('Finished uploading data.csv.');
    const [, announced] = filesApi.initFiles.mock.calls[0] ?? [];
    expect(announced).toEqual([
      { key: 'data.csv', size: 10, transfer: { type: 'M', parts: 3, part_size: 4 } },
    ]);
  });

  it('saves the metadata-only choice at once, with file access public', async () => {
    const record = aDraft({ access: { record: 'public', files: 'restricted' } });
    const { user, draftsApi } = renderWidget({ record });
    await user.click(screen.getByRole('checkbox', { name: 'Metadata-only record' }));
    expect(draftsApi.save).toHaveBeenCalledWith(
      expect.objectContaining({
        files: expect.objectContaining({ enabled: false }),
        access: expect.objectContaining({ files: 'public' }),
      }),
    );
    expect(screen.getByRole('checkbox', { name: 'Metadata-only record' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Upload files' })).toBeDisabled();
  });

  it('tells when that save failed', async () => {
    const { user, draftsApi } = renderWidget();
    draftsApi.save.mockRejectedValueOnce(new Error('500'));
    await user.click(screen.getByRole('checkbox', { name: 'Metadata-only record' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SAVE_FAILED);
  });

  it('saves the default preview', async () => {
    const record = aDraft({
      files: {
        enabled: true,
        entries: { 'a.pdf': aServerFile('a.pdf'), 'b.pdf': aServerFile('b.pdf') },
      },
    });
    const { user, draftsApi } = renderWidget({ record });
    await user.click(screen.getByRole('radio', { name: 'Default preview: b.pdf' }));
    expect(draftsApi.save).toHaveBeenCalledWith(
      expect.objectContaining({ files: expect.objectContaining({ default_preview: 'b.pdf' }) }),
    );
    expect(screen.getByRole('radio', { name: 'Default preview: b.pdf' })).toBeChecked();
  });

  it('imports the previous version files and lists them', async () => {
    const record = aDraft({ status: 'new_version_draft', versions: { index: 2 } });
    const { user, draftsApi } = renderWidget({ record });
    await user.click(screen.getByRole('button', { name: 'Import files' }));
    expect(await screen.findByRole('cell', { name: 'old.csv' })).toBeInTheDocument();
    expect(draftsApi.importFiles).toHaveBeenCalledWith(record);
    expect(screen.queryByRole('button', { name: 'Import files' })).not.toBeInTheDocument();
  });

  it('tells when the import failed', async () => {
    const record = aDraft({ status: 'new_version_draft', versions: { index: 2 } });
    const { user, draftsApi } = renderWidget({ record });
    draftsApi.importFiles.mockRejectedValueOnce(new Error('500'));
    await user.click(screen.getByRole('button', { name: 'Import files' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Files import from the previous version failed. Please try again. If the problem persists, contact user support.',
    );
  });

  it('runs as many uploads at once as the config says, also after a change', async () => {
    const { user, filesApi, rerender } = renderWidget({
      config: { ...config, fileUploadConcurrency: 1 },
    });
    filesApi.uploadContent.mockImplementation(() => new Promise(() => undefined));
    await user.upload(screen.getByLabelText('Files to upload'), [
      aFile('a.txt'),
      aFile('b.txt'),
      aFile('c.txt'),
    ]);
    await screen.findByText('Started uploading a.txt.');
    expect(filesApi.uploadContent).toHaveBeenCalledTimes(1);
    rerender(
      <I18nextProvider i18n={createI18n()}>
        <FileUploaderWidget
          config={{ ...config, fileUploadConcurrency: 2 }}
          record={aDraft()}
          permissions={{}}
        />
      </I18nextProvider>,
    );
    await screen.findByText('Started uploading b.txt.');
    expect(filesApi.uploadContent).toHaveBeenCalledTimes(2);
  });
});

describe('mountFileUploader', () => {
  renderOutsideAct();

  const host = () => document.body.appendChild(document.createElement('div'));

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows the record files in their order', () => {
    const record = aDraft({
      files: {
        enabled: true,
        order: ['b.csv', 'a.csv'],
        entries: { 'a.csv': aServerFile('a.csv'), 'b.csv': aServerFile('b.csv') },
      },
    });
    const handle = mountFileUploader(host(), { config, record, permissions: {} });
    const names = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.children[1]?.textContent);
    expect(names).toEqual(['b.csv', 'a.csv']);
    handle.unmount();
  });

  it('shows what is wrong with the props in place of the widget', () => {
    const errors = jest.mocked(console.error).mockImplementation(() => undefined);
    const handle = mountFileUploader(host(), {
      config,
      record: aDraft(),
      permissions: { can_new_version: 'yes' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'permissions.can_new_version must be true or false',
    );
    expect(errors).toHaveBeenCalledTimes(1);
    handle.unmount();
  });

  it('stops its upload manager when unmounted', () => {
    const removed = jest.spyOn(window, 'removeEventListener');
    const handle = mountFileUploader(host(), { config, record: aDraft(), permissions: {} });
    handle.unmount();
    expect(removed.mock.calls.map(([type]) => type)).toEqual(
      expect.arrayContaining(['online', 'offline']),
    );
  });
});

describe('FileUploaderWidget on a published record’s locked files', () => {
  const versions = 'https://repo.test/api/records/abc12-34567/versions';
  const published = (links: Record<string, string> = { versions }) =>
    aDraft({ is_published: true, files: { enabled: true }, links });

  it('offers the New version button, the way to change them', () => {
    renderWidget({ record: published(), permissions: { can_new_version: true } });
    expect(screen.getByText(/not allowed after you have published/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'New version' })).toBeEnabled();
  });

  it('shows it disabled, with the reason, to a user who may not create versions', () => {
    renderWidget({ record: published(), permissions: { can_new_version: false } });
    const button = screen.getByRole('button', { name: 'New version' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(
      "You don't have permissions to create a new version.",
    );
  });

  it('offers none for a record without a versions link to create it with', () => {
    renderWidget({ record: published({}), permissions: { can_new_version: true } });
    expect(screen.getByText(/not allowed after you have published/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'New version' })).not.toBeInTheDocument();
  });
});
