import type { CommunitiesApi } from '../../core/api';
import type { CommunityMemberships, RecordAccess } from '../../core/model';
import type { ButtonRecordView } from '../../core/rules';

/** The parts of the draft the community rules read: status, review receiver, record access. */
export interface CommunityRecordView extends ButtonRecordView {
  access: Pick<RecordAccess, 'record'>;
}

/** What the selection modal needs besides its open state. */
export interface CommunitySearchContext {
  communitiesApi: CommunitiesApi;
  /** The user's roles by community id (config `user_communities_memberships`). */
  memberships?: CommunityMemberships;
  record: CommunityRecordView;
}
