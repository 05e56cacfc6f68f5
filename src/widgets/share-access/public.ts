/**
 * The package entry, `rdm-widgets/share-access`: what a host mounts, renders and names,
 * and nothing else. The rest of the library reaches the widget through index.ts.
 */
export { ShareAccessWidget } from './ShareAccessWidget';
export type { ShareAccessConfig, ShareAccessWidgetProps } from './ShareAccessWidget';
export { ShareButton } from './ShareButton';
export type { ShareButtonProps, SharePermissions } from './ShareButton';
export { mountShareAccess, shareAccessWidget } from './mount';

// Types the entry's own signatures use, so a host can name them from this entry alone.
export type { AccessApi } from '../../core/api/access';
export type { SharedRecord } from '../../core/model/access';
export type { WidgetDefinition, WidgetHandle } from '../../ui/mount/widgetDefinition';

export type { Override, OverrideProps, Overrides, Replacement } from '../../ui/overrides/overrides';
