import { useState } from 'react';
import type { ExpandedGrant, ExpandedSubject } from '../../src/core/model';
import { ShareAccessWidget } from '../../src/widgets/share-access';
import { aSharedRecord, sharingLinks } from '../../test/factories/access';
import { fakeAccessApi, type FakeAccessApiOptions } from '../../test/support/share/fakeAccessApi';

/** A grey square: story avatars must not reach out to the network. */
const AVATAR =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'%3E%3Crect width='1' height='1' fill='%23767676'/%3E%3C/svg%3E";

/** Someone with a public profile, as the users search and expanded grants show them. */
export const aStoryPerson = (id: string, fullName: string, username: string): ExpandedSubject => ({
  id,
  username,
  profile: { full_name: fullName, affiliations: 'University of Examples' },
  links: { avatar: AVATAR },
  is_current_user: false,
});

/** A grant of `permission` to that person. */
export const grantOf = (
  subject: ExpandedSubject,
  permission: ExpandedGrant['permission'] = 'view',
): ExpandedGrant => ({
  subject: { type: subject.name ? 'role' : 'user', id: subject.id },
  permission,
  expanded: { subject },
});

export interface ShareAccessScenarioProps extends FakeAccessApiOptions {
  /** Without the right to share, the button is disabled. */
  canManage?: boolean;
  /** Groups disabled on the server: no access_groups link, no Groups tab. */
  noGroups?: boolean;
  /** The modal is shown at once (the axe check sees it); false shows the button alone. */
  open?: boolean;
  /** The repository requires secret links to expire (`require_secret_links_expiration`). */
  expiryRequired?: boolean;
  settings?: {
    allow_user_requests?: boolean;
    allow_guest_requests?: boolean;
    accept_conditions_text?: string | null;
    secret_link_expiration?: number;
  };
}

/** The Share button and modal over an in-memory server of its own (one per story render). */
export const ShareAccessScenario = ({
  canManage = true,
  noGroups = false,
  open = true,
  expiryRequired = false,
  settings,
  ...apiOptions
}: ShareAccessScenarioProps) => {
  // A little latency, so loading states and spinners are seen.
  const [accessApi] = useState(() => fakeAccessApi({ latencyMs: 300, ...apiOptions }));
  const [record] = useState(() =>
    aSharedRecord({
      links: { ...sharingLinks('rec12-34567'), ...(noGroups ? { access_groups: undefined } : {}) },
      parent: { id: 'par12-34567', access: { owned_by: { user: '1' }, settings } },
    }),
  );
  return (
    <ShareAccessWidget
      record={record}
      permissions={{ can_manage: canManage }}
      accessApi={accessApi}
      defaultOpen={open && canManage}
      config={{ require_secret_links_expiration: expiryRequired }}
    />
  );
};
