export type LinkPermission = 'view' | 'preview' | 'edit';
export type GrantPermission = LinkPermission | 'manage';

export interface AccessLink {
  id: string;
  token: string;
  description?: string;
  created_at: string;
  /** `YYYY-MM-DD`, or null/absent for a link that never expires. */
  expires_at?: string | null;
  permission: LinkPermission;
}

/** The body of `POST {access_links}`. */
export interface NewAccessLink {
  permission: LinkPermission;
  /** `YYYY-MM-DD`; left out for a link that never expires (InvenioRDM refuses null). */
  expires_at?: string;
  description?: string;
}

export type GrantSubjectType = 'user' | 'role';

export interface GrantSubject {
  type: GrantSubjectType;
  id: string;
}

export interface Grant {
  subject: GrantSubject;
  permission: GrantPermission;
  notify?: boolean;
  message?: string;
}

/** The subject of a grant as `?expand=true` resolves it (a user or a group). */
export interface ExpandedSubject {
  id: string;
  links?: { avatar?: string; self?: string };
  profile?: { full_name?: string; affiliations?: string };
  username?: string;
  name?: string;
  is_current_user?: boolean;
  description?: string;
}

export interface ExpandedGrant extends Grant {
  id?: number | string;
  expanded?: { subject: ExpandedSubject };
}

export interface AccessSettings {
  allow_user_requests: boolean;
  allow_guest_requests: boolean;
  accept_conditions_text?: string | null;
  /** Days, as text in the form ('0' is never). */
  secret_link_expiration: string;
}

export type AccessLevel = 'public' | 'restricted';

export interface Embargo {
  active: boolean;
  until?: string | null;
  reason?: string | null;
}

export interface RecordAccess {
  record: AccessLevel;
  files: AccessLevel;
  embargo?: Embargo;
  status?: string;
}

/** The links a record or draft carries that sharing uses. */
export interface SharingLinks {
  access_links?: string;
  access_users?: string;
  access_groups?: string;
  access_grants?: string;
  access?: string;
  /** Where a visitor asks for access (`POST`). */
  access_request?: string;
  versions?: string;
  self_html?: string;
  record_html?: string;
  preview_html?: string;
}

/** A record as the sharing widget sees it. */
export interface SharedRecord {
  id: string;
  is_draft: boolean;
  is_published: boolean;
  created: string;
  links: SharingLinks;
  parent: {
    id?: string;
    access: {
      owned_by: { user: string | number };
      grants?: ExpandedGrant[];
      links?: AccessLink[];
      settings?: Partial<Omit<AccessSettings, 'secret_link_expiration'>> & {
        secret_link_expiration?: number | string;
      };
    };
  };
  access: RecordAccess;
  files: { enabled: boolean };
}
