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
export { fileUploaderWidget, mountFileUploader } from './mount';
export { serverEntriesOf } from './serverEntries';

// Types the entry's own signatures use, so a host can name them from this entry alone.
export type { DraftsApi } from '../../core/api/drafts';
export type { FilesApi } from '../../core/api/files';
export type { EditorConfig, EditorPermissions } from '../../core/model/editorState';
export type { ServerFileEntry } from '../../core/model/files';
export type { DraftFiles, DraftRecord } from '../../core/model/record';
export type { UploadManager } from '../../core/upload/types';
export type { WidgetDefinition, WidgetHandle } from '../../ui/mount/widgetDefinition';
