export const COMMUNITY_SUBMISSION = 'community-submission';

/** The body of `PUT {review}`. */
export interface Review {
  receiver: { community: string };
  type: typeof COMMUNITY_SUBMISSION;
}

/** A request (the answer of submit-review, cancel, and the review link). */
export interface ReviewRequest {
  id: string;
  number?: string;
  type: string;
  status: 'created' | 'submitted' | 'accepted' | 'declined' | 'cancelled' | 'expired' | 'deleted';
  receiver: { community?: string };
  topic?: { record?: string };
  links: {
    self?: string;
    self_html?: string;
    next_html?: string;
    actions?: Record<string, string>;
  };
}

/** The optional comment sent with submit-review and cancel. */
export interface ReviewComment {
  payload: { content: string; format: 'html' };
}
