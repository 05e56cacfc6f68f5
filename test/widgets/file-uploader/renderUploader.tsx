import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../src/ui/i18n/createI18n';
import { FileUploader, type FileUploaderProps } from '../../../src/widgets/file-uploader';
import {
  createFakeUploadManager,
  type FakeOptions,
  type FakeUploadManager,
} from '../../support/upload/fakeUploadManager';

export type UploaderOptions = Partial<Omit<FileUploaderProps, 'manager'>> & FakeOptions;

/** Renders the uploader over a scenario fake; answers the fake and a user-event session. */
export const renderUploader = ({
  entries,
  online,
  concurrency,
  ...props
}: UploaderOptions = {}) => {
  const manager: FakeUploadManager = createFakeUploadManager({ entries, online, concurrency });
  const user = userEvent.setup();
  const element = (overrides: Partial<FileUploaderProps> = {}) => (
    <I18nextProvider i18n={createI18n()}>
      <FileUploader
        manager={manager}
        record={{ files: { enabled: true } }}
        {...props}
        {...overrides}
      />
    </I18nextProvider>
  );
  const view = render(element());
  return {
    ...view,
    manager,
    user,
    rerender: (overrides: Partial<FileUploaderProps>) => view.rerender(element(overrides)),
  };
};

/** A file of the given name and size (its bytes are not read). */
export const aFile = (name: string, size = 3): File => {
  const file = new File(['abc'], name, { type: 'text/plain' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
