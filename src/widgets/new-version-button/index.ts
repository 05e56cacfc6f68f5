/**
 * The widget for the rest of the library (other widgets, the standalone bundle, tests): its
 * package entry, the button the file uploader offers on locked files, and the 'New upload
 * from this record' button (record pages and the deposit form).
 */
export * from './public';
export { useNewVersionButton } from './useNewVersionButton';
export { NewUploadFromRecordButton } from './NewUploadFromRecordButton';
export type {
  NewUploadFromRecordButtonProps,
  NewUploadFromRecordConfig,
} from './NewUploadFromRecordButton';
export { mountNewUploadFromRecord, newUploadFromRecordWidget } from './newUploadFromRecordMount';
export type { NewUploadFromRecordWidgetProps } from './newUploadFromRecordMount';
