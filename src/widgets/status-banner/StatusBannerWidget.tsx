import { useMemo } from 'react';
import { StatusBanner } from './StatusBanner';
import type { StatusBannerWidgetProps } from './mount';
import type { ReviewReader } from './useReviewRequestHref';

/**
 * The mounted banner: it reads a review request itself when the record names none. That is
 * rare, so the API client (and axios with it) is loaded only then, not with the banner.
 */
export const StatusBannerWidget = ({ record, permissions, config }: StatusBannerWidgetProps) => {
  const apiHeaders = config?.apiHeaders;
  const reviews = useMemo<ReviewReader>(
    () => ({
      readReview: async (draft, options) => {
        const { DraftsApiClient } = await import('../../core/api/drafts');
        return new DraftsApiClient({ apiHeaders }).readReview(draft, options);
      },
    }),
    [apiHeaders],
  );
  return <StatusBanner record={record} permissions={permissions} reviews={reviews} />;
};
