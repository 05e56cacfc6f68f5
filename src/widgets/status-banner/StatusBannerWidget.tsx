import { useMemo } from 'react';
import { OverridesProvider } from '../../ui/overrides';
import { StatusBanner } from './StatusBanner';
import type { StatusBannerWidgetProps } from './mount';
import type { ReviewReader } from './useReviewRequestHref';

/**
 * The mounted banner: it reads a review request itself when the record names none. That is
 * rare, so the API client (and axios with it) is loaded only then, not with the banner.
 */
export const StatusBannerWidget = ({
  record,
  permissions,
  config,
  overrides,
}: StatusBannerWidgetProps) => {
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
  return (
    <OverridesProvider overrides={overrides}>
      <StatusBanner record={record} permissions={permissions} reviews={reviews} />
    </OverridesProvider>
  );
};
