import { FileUploader, type FileUploaderProps } from '../../../src/widgets/file-uploader';
import {
  createFakeUploadManager,
  type FakeOptions,
  type FakeUploadManager,
} from '../../support/upload/fakeUploadManager';
import { renderWithOverrides } from '../../support/renderWithOverrides';

export type UploaderOptions = Partial<Omit<FileUploaderProps, 'manager'>> & FakeOptions;

/** Renders the uploader over a scenario fake; answers the fake and a user-event session. */
export const renderUploader = ({
  entries,
  online,
  concurrency,
  ...props
}: UploaderOptions = {}) => {
  const manager: FakeUploadManager = createFakeUploadManager({ entries, online, concurrency });
  const view = renderWithOverrides<FileUploaderProps>((overrides) => (
    <FileUploader
      manager={manager}
      record={{ files: { enabled: true } }}
      {...props}
      {...overrides}
    />
  ));
  return { ...view, manager };
};

/** A file of the given name and size (its bytes are not read). */
export const aFile = (name: string, size = 3): File => {
  const file = new File(['abc'], name, { type: 'text/plain' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
