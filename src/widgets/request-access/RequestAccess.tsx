import { useState } from 'react';
import { AccessRequestsApiClient, createHttpClient } from '../../core/api';
import { OverridesProvider } from '../../ui/overrides';
import { RequestAccessFlow } from './RequestAccessFlow';
import type { RequestAccessProps } from './types';

/**
 * Lets a visitor ask the owner of a record for access to it (docs/widgets.md#request-access):
 * a guest with a name and an e-mail address, a logged-in user with their account.
 */
export const RequestAccess = ({ accessRequestsApi, overrides, ...props }: RequestAccessProps) => {
  // Built once, like every widget's clients: new headers need a new mount.
  const [client] = useState(
    () =>
      accessRequestsApi ??
      new AccessRequestsApiClient(createHttpClient({ apiHeaders: props.config?.apiHeaders }), {
        apiBase: props.config?.apiBase,
      }),
  );
  return (
    <OverridesProvider overrides={overrides}>
      {/* Another record or visitor (through update()) starts afresh, without the last one's answers. */}
      <RequestAccessFlow
        key={`${props.record.id} ${props.visitor?.id ?? ''}`}
        accessRequestsApi={client}
        {...props}
      />
    </OverridesProvider>
  );
};
