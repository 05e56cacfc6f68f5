export type CommunityVisibility = 'public' | 'restricted';

export interface Community {
  id: string;
  slug: string;
  metadata: { title: string; description?: string; type?: { id: string } };
  access: {
    visibility: CommunityVisibility;
    review_policy?: string;
    record_submission_policy?: string;
  };
  theme?: { enabled?: boolean; brand?: string };
  is_ghost?: boolean;
  ui?: { permissions?: { can_include_directly?: boolean } };
  links?: { self?: string; self_html?: string; logo?: string };
}

export type CommunityRole = 'owner' | 'manager' | 'curator' | 'reader';

/** The user's memberships: community id to role (from config `user_communities_memberships`). */
export type CommunityMemberships = Record<string, CommunityRole>;
