import { useMemo } from 'react';
import { DraftsApiClient } from '../../core/api';
import { StatusBanner } from './StatusBanner';
import type { StatusBannerWidgetProps } from './statusBannerWidget';

/** The mounted banner: it reads a review request itself when the record names none. */
export const StatusBannerWidget = ({ record, config }: StatusBannerWidgetProps) => {
  const apiHeaders = config?.apiHeaders;
  const reviews = useMemo(() => new DraftsApiClient({ apiHeaders }), [apiHeaders]);
  return <StatusBanner record={record} reviews={reviews} />;
};
