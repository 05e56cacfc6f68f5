import type { GrantPermission } from '../src/core/model';

/** A grant as stored on the parent; its API id is its index in the list. */
export interface StoredGrant {
  subject: { type: 'user' | 'role'; id: string };
  permission: GrantPermission;
  origin?: string | null;
}

/** What every version of a record shares, stored as `parents.json`. */
export interface ParentDoc {
  id: string;
  access: {
    owned_by: { user: string };
    grants: StoredGrant[];
    settings: {
      allow_user_requests: boolean;
      allow_guest_requests: boolean;
      accept_conditions_text: string | null;
      secret_link_expiration: number;
    };
  };
  communities: { ids: string[]; default?: string };
  /** The community-submission request of a first version, while one exists. */
  review: { id: string; receiver: { community: string }; type: 'community-submission' } | null;
  pids?: Record<string, { identifier: string; provider: string }>;
}
