import { useState } from 'react';
import { AccessApiClient, type AccessApi } from '../../core/api';
import type { SharedRecord } from '../../core/model';
import { OverridesProvider, type Overrides } from '../../ui/overrides';
import { ShareButton, type SharePermissions } from './ShareButton';

/** The only setting the widget reads: the language to show it in. */
export interface ShareAccessConfig {
  default_locale?: string;
  /** Extra headers sent on every call. */
  apiHeaders?: Record<string, string>;
}

export interface ShareAccessWidgetProps {
  record: SharedRecord;
  permissions: SharePermissions;
  config?: ShareAccessConfig;
  /** The sharing client; built from config when absent (tests and stories pass a fake). */
  accessApi?: AccessApi;
  /** Opens the modal at once. */
  defaultOpen?: boolean;
  /** The host's replacements of the widget's parts, by id (docs/overrides.md). */
  overrides?: Overrides;
}

/** The Share button and its modal on their own on a page. */
export const ShareAccessWidget = ({
  record,
  permissions,
  config,
  accessApi,
  defaultOpen,
  overrides,
}: ShareAccessWidgetProps) => {
  // Built once: a new client on every render would reload every list.
  const [client] = useState(
    () => accessApi ?? new AccessApiClient({ apiHeaders: config?.apiHeaders }),
  );
  return (
    <OverridesProvider overrides={overrides}>
      <ShareButton
        record={record}
        permissions={permissions}
        accessApi={client}
        defaultOpen={defaultOpen}
      />
    </OverridesProvider>
  );
};
