/**
 * The package entry, `rdm-widgets/new-version-button`: what a host mounts, renders and names,
 * and nothing else. The rest of the library reaches the widget through index.ts.
 */
export { NewVersionButton } from './NewVersionButton';
export type {
  NewVersionButtonConfig,
  NewVersionButtonProps,
  NewVersionPermissions,
} from './NewVersionButton';
export { mountNewVersionButton, newVersionButtonWidget } from './mount';
export type { NewVersionButtonWidgetProps } from './mount';
export { NewUploadFromRecordButton } from './NewUploadFromRecordButton';
export type {
  NewUploadFromRecordButtonProps,
  NewUploadFromRecordConfig,
} from './NewUploadFromRecordButton';
export { mountNewUploadFromRecord, newUploadFromRecordWidget } from './newUploadFromRecordMount';
export type { NewUploadFromRecordWidgetProps } from './newUploadFromRecordMount';

// Types the entry's own signatures use, so a host can name them from this entry alone.
export type { AccessApi, LinkedRecord } from '../../core/api/access';
export type { DraftsApi } from '../../core/api/drafts';
export type { DraftRecord } from '../../core/model/record';
export type { WidgetDefinition, WidgetHandle } from '../../ui/mount/widgetDefinition';

export type { Override, OverrideProps, Overrides, Replacement } from '../../ui/overrides/overrides';
