/**
 * The package entry, `rdm-widgets/status-banner`: what a host mounts, renders and names,
 * and nothing else. The rest of the library reaches the widget through index.ts.
 */
export { StatusBanner } from './StatusBanner';
export type { StatusBannerProps, StatusBannerRecord } from './StatusBanner';
export { mountStatusBanner, statusBannerWidget } from './mount';
export type { StatusBannerConfig, StatusBannerWidgetProps } from './mount';

// Types the entry's own signatures use, so a host can name them from this entry alone.
export type { EditorPermissions } from '../../core/model/editorState';
export type { DraftRecord } from '../../core/model/record';
export type { WidgetDefinition, WidgetHandle } from '../../ui/mount/widgetDefinition';
export type { ReviewReader, ReviewedRecord } from './useReviewRequestHref';

export type { Override, OverrideProps, Overrides, Replacement } from '../../ui/overrides/overrides';
