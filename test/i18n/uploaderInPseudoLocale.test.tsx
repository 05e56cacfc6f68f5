import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { formatBytes } from '../../src/core/rules';
import { SAVE_BEFORE_UPLOAD_FAILED_MESSAGE } from '../../src/core/upload';
import { FileUploader, type FileUploaderProps } from '../../src/widgets/file-uploader';
import { NewVersionButton } from '../../src/widgets/new-version-button';
import { aSharedRecord } from '../factories/access';
import { fakeAccessApi } from '../support/share/fakeAccessApi';
import type { UploadEntry } from '../../src/core/upload/types';
import { anUploadEntry, createFakeUploadManager } from '../support/upload/fakeUploadManager';
import { aFile } from '../widgets/file-uploader/renderUploader';
import { dataOf, expectAllTranslated } from './pageData';
import { renderInPseudoLocale } from './pseudoLocale';

/** One file in each state a user sees: done, on its way, failed with the manager's message. */
const ENTRIES = [
  anUploadEntry('data.csv', { size: 124 }),
  anUploadEntry('scan.tif', { size: 2_500_000, status: 'uploading', progressPercentage: 40 }),
  anUploadEntry('note.txt', {
    size: 1,
    status: 'failed',
    error: SAVE_BEFORE_UPLOAD_FAILED_MESSAGE,
  }),
];

/** Sizes of a kB and more are numbers with unit symbols (kB, GB), which stay untranslated. */
const UNIT_SIZES = [formatBytes(2_500_000), formatBytes(10 ** 10)];

/** What the file table shows of entries: names and checksums (without their 'md5:' prefix). */
const entryData = (entries: readonly UploadEntry[]) =>
  entries.flatMap(({ name, checksum }) => [name, ...dataOf(checksum?.replace(/^md5:/, ''))]);

const renderUploader = (
  props: Partial<FileUploaderProps> & { entries?: readonly UploadEntry[] },
) => {
  const { entries = [], ...rest } = props;
  const manager = createFakeUploadManager({ entries });
  return renderInPseudoLocale(
    <FileUploader manager={manager} record={{ files: { enabled: true } }} {...rest} />,
  );
};

const pick = (user: UserEvent, files: File[]) =>
  user.upload(screen.getByLabelText(/Files to upload/), files);

describe('the file uploader under the pseudo-locale', () => {
  it('with files finished, uploading and failed, and the toggle locked by them', () => {
    renderUploader({ entries: ENTRIES, onFilesEnabledChange: jest.fn() });
    expectAllTranslated([...entryData(ENTRIES), ...UNIT_SIZES]);
  });

  it('a metadata-only record', () => {
    renderUploader({ record: { files: { enabled: false } }, onFilesEnabledChange: jest.fn() });
    expectAllTranslated([]);
  });

  it('the duplicate, empty-file and file-count warnings of one drop', async () => {
    const { user } = renderUploader({
      entries: [anUploadEntry('a.txt')],
      config: { allowEmptyFiles: false, quota: { maxFiles: 2 } },
    });
    await pick(user, [aFile('a.txt'), aFile('empty.txt', 0), aFile('b.txt'), aFile('c.txt')]);
    await screen.findByRole('alert');
    expectAllTranslated([...entryData([anUploadEntry('a.txt')]), 'b.txt', 'c.txt']);
  });

  it('the storage warning', async () => {
    const { user } = renderUploader({ config: { quota: { maxStorage: 1_000_000 } } });
    await pick(user, [aFile('big.bin', 1_500_000)]);
    await screen.findByRole('alert');
    expectAllTranslated([formatBytes(1_000_000)]);
  });

  it('the storage warning with a limit under one kB, whose size is a word', async () => {
    const { user } = renderUploader({ config: { quota: { maxStorage: 999 } } });
    await pick(user, [aFile('small.bin', 1_100)]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('⟦999 bytes⟧');
    expectAllTranslated([formatBytes(1_100)]);
  });

  it('a published record, without the right to a new version', () => {
    renderUploader({
      record: { files: { enabled: true }, is_published: true },
      entries: [ENTRIES[0]!],
      newVersionButton: <span />,
    });
    expectAllTranslated(entryData([ENTRIES[0]!]));
  });

  it('a published record, with its new-version button', () => {
    const record = aSharedRecord();
    renderUploader({
      record: { files: { enabled: true }, is_published: true },
      entries: [ENTRIES[0]!],
      permissions: { can_new_version: true },
      newVersionButton: (
        <NewVersionButton
          record={record}
          permissions={{ can_new_version: true }}
          accessApi={fakeAccessApi({})}
        />
      ),
    });
    expectAllTranslated(entryData([ENTRIES[0]!]));
  });
});
