/** The new-version-button widget's public entry. */
export { NewVersionButton, NO_NEW_VERSION_PERMISSION } from './NewVersionButton';
export type {
  NewVersionButtonConfig,
  NewVersionButtonProps,
  NewVersionPermissions,
} from './NewVersionButton';
export { useNewVersionButton } from './useNewVersionButton';
export { mountNewVersionButton, newVersionButtonWidget } from './newVersionButtonWidget';
export type { NewVersionButtonWidgetProps } from './newVersionButtonWidget';
