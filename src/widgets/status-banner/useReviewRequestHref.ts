import { useEffect, useState } from 'react';
import type { DraftsApi } from '../../core/api';
import type { DraftRecord } from '../../core/model';
import { viewRequestHref } from '../../core/rules';

/** The parts of a draft that say where its review request is. */
export type ReviewedRecord = Pick<DraftRecord, 'parent'> & { links?: { review?: string } };

/** Reads the review request behind a draft's `review` link. */
export type ReviewReader = Pick<DraftsApi, 'readReview'>;

/**
 * Where 'View request' leads: the request named by the draft's `parent.review`, else (an answer
 * that leaves the review out, as InvenioRDM does for some versions and callers) the one read
 * through the draft's `review` link. Undefined while unknown or when there is none.
 */
export const useReviewRequestHref = (
  record: ReviewedRecord,
  wanted: boolean,
  reviews?: ReviewReader,
): string | undefined => {
  const namedId = record.parent?.review?.id;
  const reviewLink = record.links?.review;
  const [read, setRead] = useState<{ link: string; href: string }>();

  useEffect(() => {
    if (!wanted || namedId || !reviewLink || !reviews) return undefined;
    const controller = new AbortController();
    reviews
      .readReview({ links: { review: reviewLink } }, { signal: controller.signal })
      .then((request) =>
        setRead({ link: reviewLink, href: request.links.self_html ?? viewRequestHref(request.id) }),
      )
      // Without the request the banner still says where the upload stands.
      .catch(() => undefined);
    return () => controller.abort();
  }, [wanted, namedId, reviewLink, reviews]);

  if (!wanted) return undefined;
  if (namedId) return viewRequestHref(namedId);
  return read?.link === reviewLink ? read?.href : undefined;
};
