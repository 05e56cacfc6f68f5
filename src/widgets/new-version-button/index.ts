/** The new-version-button widget's public entry. */
export { NewVersionButton } from './NewVersionButton';
export type {
  NewVersionButtonConfig,
  NewVersionButtonProps,
  NewVersionPermissions,
} from './NewVersionButton';
export { useNewVersionButton } from './useNewVersionButton';
export { mountNewVersionButton, newVersionButtonWidget } from './mount';
export type { NewVersionButtonWidgetProps } from './mount';

// Types the entry's own signatures use, so a host can name them from this entry alone.
export type { AccessApi, LinkedRecord } from '../../core/api/access';
export type { EditorConfig, EditorPermissions } from '../../core/model/editorState';
export type { DraftRecord } from '../../core/model/record';
export type { WidgetDefinition, WidgetHandle } from '../../ui/mount/widgetDefinition';
