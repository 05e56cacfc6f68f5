import { useState } from 'react';
import type { AccessRequestResult } from '../../src/core/model';
import { RequestAccess, type RequestAccessVisitor } from '../../src/widgets/request-access';
import { aRecordWithSettings } from '../../test/factories/accessRequest';
import {
  fakeAccessRequestsApi,
  type FakeAccessRequestsApiOptions,
} from '../../test/support/requestAccess/fakeAccessRequestsApi';

/** The logged-in visitor of the stories, whose account the fake server knows. */
const JANE: RequestAccessVisitor = {
  id: '2',
  email: 'jane.doe@example.org',
  full_name: 'Jane Doe',
};

export interface RequestAccessScenarioProps extends Omit<
  FakeAccessRequestsApiOptions,
  'accountEmail'
> {
  /** A guest, or Jane logged in. */
  loggedIn: boolean;
  /** `permissions.can_read_files`. */
  canReadFiles: boolean;
  /** The owner's settings (`parent.access.settings`). */
  allowUserRequests: boolean;
  allowGuestRequests: boolean;
  conditions: string;
  /** `config.loginUrl`. */
  loginUrl: string;
  /** Told each request sent: a Storybook action. */
  onSent: (result: AccessRequestResult) => void;
}

/** The widget over a fake server of its own (one per story render). */
export const RequestAccessScenario = ({
  loggedIn,
  canReadFiles,
  allowUserRequests,
  allowGuestRequests,
  conditions,
  loginUrl,
  onSent,
  ...apiOptions
}: RequestAccessScenarioProps) => {
  // A little latency, so the busy states are seen.
  const [api] = useState(() =>
    fakeAccessRequestsApi({ latencyMs: 300, accountEmail: JANE.email, ...apiOptions }),
  );
  const record = aRecordWithSettings({
    allow_user_requests: allowUserRequests,
    allow_guest_requests: allowGuestRequests,
    accept_conditions_text: conditions || null,
  });
  return (
    <RequestAccess
      record={record}
      visitor={loggedIn ? JANE : null}
      permissions={{ can_read_files: canReadFiles }}
      config={{ loginUrl: loginUrl || undefined }}
      accessRequestsApi={api}
      onSent={onSent}
    />
  );
};
