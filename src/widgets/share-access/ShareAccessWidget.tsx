import { useState } from 'react';
import { AccessApiClient, type AccessApi } from '../../core/api';
import type { SharedRecord } from '../../core/model';
import { OverridesProvider, type Overrides } from '../../ui/overrides';
import { ShareButton, type SharePermissions } from './ShareButton';

/** What the widget reads of its config: the language, headers and whether links must expire. */
export interface ShareAccessConfig {
  default_locale?: string;
  /** Extra headers sent on every call. */
  apiHeaders?: Record<string, string>;
  /**
   * Secret links must expire (InvenioRDM v14's `RDM_RECORDS_REQUIRE_SECRET_LINKS_EXPIRATION`):
   * no 'Never' among the expiry choices.
   */
  require_secret_links_expiration?: boolean;
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
        expiryRequired={config?.require_secret_links_expiration === true}
      />
    </OverridesProvider>
  );
};
