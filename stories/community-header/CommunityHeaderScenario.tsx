import { useState } from 'react';
import { ApiError, type DraftsApi } from '../../src/core/api';
import type { Community, CommunityMemberships, DraftRecord } from '../../src/core/model';
import { CommunityHeaderWidget } from '../../src/widgets/community-header';
import { aDraft } from '../../test/factories/draft';
import { fakeCommunitiesApi, type FakeCommunitiesOptions } from './fakeCommunitiesApi';

export interface CommunityHeaderScenarioProps {
  /** The draft's status; published hides the buttons, declined and expired disable them. */
  status?: string;
  /** The community the draft is already addressed to. */
  community?: Community;
  recordAccess?: 'public' | 'restricted';
  memberships?: CommunityMemberships;
  showHeader?: boolean;
  communities?: FakeCommunitiesOptions;
  /** Saving a choice fails with this server message. */
  saveFailsWith?: string;
}

const fakeDraftsApi = (saveFailsWith?: string) => {
  const answer = () =>
    saveFailsWith
      ? Promise.reject(new ApiError({ message: saveFailsWith, status: 400 }))
      : Promise.resolve(undefined);
  return { putReview: answer, deleteReview: answer } as unknown as DraftsApi;
};

const draftFor = ({
  status = 'draft',
  community,
  recordAccess = 'public',
}: CommunityHeaderScenarioProps): DraftRecord =>
  aDraft({
    status,
    is_published: status === 'published',
    access: { record: recordAccess, files: recordAccess },
    parent: community
      ? { id: 'par01-23456', review: { receiver: { community: community.id } } }
      : { id: 'par01-23456' },
    expanded: community ? { parent: { review: { receiver: community } } } : undefined,
  });

/** The standalone header over scenario fakes of its own (one per story render). */
export const CommunityHeaderScenario = (props: CommunityHeaderScenarioProps) => {
  const [clients] = useState(() => ({
    communitiesApi: fakeCommunitiesApi(props.communities),
    draftsApi: fakeDraftsApi(props.saveFailsWith),
  }));
  const [record] = useState(() => draftFor(props));
  return (
    <CommunityHeaderWidget
      config={{ default_locale: 'en', user_communities_memberships: props.memberships }}
      record={record}
      showHeader={props.showHeader}
      {...clients}
    />
  );
};
