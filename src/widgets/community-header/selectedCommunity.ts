import type { Community, DraftRecord } from '../../core/model';

/**
 * The community the draft is already addressed to, as the server expands it: the parent's
 * review (a first version), else the version's own review (newer servers). Without the
 * expanded form only an id is known, which is not enough to show the community.
 */
export const selectedCommunityOf = (record: Pick<DraftRecord, 'expanded'>): Community | null =>
  record.expanded?.parent?.review?.receiver ?? record.expanded?.review?.receiver ?? null;
