/** The status-banner widget's public entry. */
export { StatusBanner } from './StatusBanner';
export type { StatusBannerProps, StatusBannerRecord } from './StatusBanner';
export { mountStatusBanner, statusBannerWidget } from './mount';
export type { StatusBannerConfig, StatusBannerWidgetProps } from './mount';

// Types the entry's own signatures use, so a host can name them from this entry alone.
export type { DraftRecord } from '../../core/model/record';
export type { WidgetDefinition, WidgetHandle } from '../../ui/mount/widgetDefinition';
export type { ReviewReader, ReviewedRecord } from './useReviewRequestHref';
