/** The status-banner widget's public entry. */
export { StatusBanner } from './StatusBanner';
export type { StatusBannerProps, StatusBannerRecord } from './StatusBanner';
export { mountStatusBanner, statusBannerWidget } from './statusBannerWidget';
export type { StatusBannerConfig, StatusBannerWidgetProps } from './statusBannerWidget';
