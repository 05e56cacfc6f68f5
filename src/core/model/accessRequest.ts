import type { AccessSettings, SharingLinks } from './access';
import type { ReviewRequest } from './review';

/** What a visitor sends to ask for access to a record (`POST {access_request}`). */
export interface NewAccessRequest {
  email: string;
  full_name: string;
  /** To the owner; the request's first comment. */
  message?: string;
  /** Whether the owner may see the name and e-mail address. */
  consent_to_share_personal_data: boolean;
}

/**
 * A `user-access-request`, as invenio-requests answers it: the review request's shape, with a
 * user as receiver and the request's own title and creator.
 */
export interface AccessRequest extends Omit<ReviewRequest, 'receiver'> {
  title?: string;
  is_open?: boolean;
  created_by?: { user?: string };
  receiver?: { user?: string; community?: string };
}

/**
 * What asking for access answers: the request itself (a logged-in user asking with their own
 * e-mail address), or the message that a link to confirm the address was sent (anyone else).
 */
export type AccessRequestResult =
  { kind: 'request'; request: AccessRequest } | { kind: 'verification'; message: string };

/** The record settings that say who may ask for access, and on what conditions. */
export type AccessRequestSettings = Partial<
  Pick<AccessSettings, 'allow_user_requests' | 'allow_guest_requests' | 'accept_conditions_text'>
>;

/**
 * A record as asking for access reads it: its id, where to ask, its title and the owner's
 * settings. A record page's JSON has all of these.
 */
export interface RequestableRecord {
  id: string;
  links: SharingLinks;
  metadata?: { title?: string };
  parent?: { access?: { settings?: AccessRequestSettings } };
}
