/** The file-uploader widget's public entry. */
export { FileUploader } from './FileUploader';
export type {
  FileUploaderConfig,
  FileUploaderPermissions,
  FileUploaderProps,
  FileUploaderRecord,
} from './types';
export { FileUploaderWidget } from './FileUploaderWidget';
export { ManagedFileUploader } from './ManagedFileUploader';
export type { ManagedFileUploaderProps } from './ManagedFileUploader';
export type { FileUploaderWidgetProps } from './FileUploaderWidget';
export { fileUploaderWidget, mountFileUploader } from './fileUploaderWidget';
export { serverEntriesOf } from './serverEntries';
