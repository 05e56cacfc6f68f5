import type { AccessRequestOpening } from '../../core/rules';
import type { OpenRequestLookup } from './useOpenRequest';
import type { Submission } from './useRequestSubmission';

/** The widget's `data-state` (docs/widgets.md#request-access). */
export type RequestAccessState =
  'has-access' | 'closed' | 'checking' | 'pending' | 'form' | 'sending' | 'sent' | 'failed';

const SUBMISSION_STATES = {
  editing: 'form',
  sending: 'sending',
  failed: 'failed',
  sent: 'sent',
  pending: 'pending',
} as const satisfies Record<Submission['step'], RequestAccessState>;

/** Access already given or no requests taken come first; then an earlier request; then the form. */
export const requestAccessState = (
  hasAccess: boolean,
  opening: AccessRequestOpening,
  lookup: OpenRequestLookup,
  submission: Submission,
): RequestAccessState => {
  if (hasAccess) return 'has-access';
  if (opening !== 'open') return 'closed';
  if (lookup.checking) return 'checking';
  if (lookup.request) return 'pending';
  return SUBMISSION_STATES[submission.step];
};
