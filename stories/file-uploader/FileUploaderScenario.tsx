import { useState } from 'react';
import type { UploadEntry } from '../../src/core/upload/types';
import { FileUploader, type FileUploaderProps } from '../../src/widgets/file-uploader';
import {
  createFakeUploadManager,
  type FakeOptions,
} from '../../test/support/upload/fakeUploadManager';

export type FileUploaderScenarioProps = Omit<FileUploaderProps, 'manager'> & {
  entries?: readonly UploadEntry[];
  online?: FakeOptions['online'];
};

/** The uploader over a scenario fake manager of its own (one per story render). */
export const FileUploaderScenario = ({ entries, online, ...props }: FileUploaderScenarioProps) => {
  const [manager] = useState(() => createFakeUploadManager({ entries, online }));
  return <FileUploader manager={manager} {...props} />;
};
