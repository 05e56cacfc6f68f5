/**
 * The package entry, `rdm-widgets/file-uploader`: what a host mounts, renders and names,
 * and nothing else. The rest of the library reaches the widget through index.ts.
 */
export { FileUploader } from './FileUploader';
export type {
  FileUploaderConfig,
  FileUploaderPermissions,
  FileUploaderProps,
  FileUploaderRecord,
} from './types';
export { FileUploaderWidget } from './FileUploaderWidget';
export type { FileUploaderWidgetProps } from './FileUploaderWidget';
export { fileUploaderWidget, mountFileUploader } from './mount';

// Types the entry's own signatures use, so a host can name them from this entry alone.
export type { DraftsApi } from '../../core/api/drafts';
export type { FilesApi } from '../../core/api/files';
export type { QuotaDraft, QuotaRequest, QuotaRequestsApi } from '../../core/api/quotaRequests';
export type { FileModificationApi, FileModificationRecord } from '../../core/api/fileModification';
export type {
  EditorConfig,
  EditorPermissions,
  FileModificationConfig,
} from '../../core/model/editorState';
export type { ServerFileEntry } from '../../core/model/files';
export type { DraftFiles, DraftRecord } from '../../core/model/record';
export type { UploadManager } from '../../core/upload/types';
export type { PrefillConfig } from '../../core/prefill/types';
export type { WidgetDefinition, WidgetHandle } from '../../ui/mount/widgetDefinition';

export type { Override, OverrideProps, Overrides, Replacement } from '../../ui/overrides/overrides';
