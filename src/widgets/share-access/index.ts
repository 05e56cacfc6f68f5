/** The share-access widget's public entry. */
export { ShareAccessWidget } from './ShareAccessWidget';
export type { ShareAccessConfig, ShareAccessWidgetProps } from './ShareAccessWidget';
export { ShareButton } from './ShareButton';
export type { ShareButtonProps, SharePermissions } from './ShareButton';
export { mountShareAccess, shareAccessWidget } from './shareAccessWidget';
