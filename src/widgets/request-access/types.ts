import type { AccessRequestsApi } from '../../core/api';
import type { AccessRequestResult, RequestableRecord } from '../../core/model';
import type { Overrides } from '../../ui/overrides';

/** The logged-in user, as the host knows them; their requests go out under this address. */
export interface RequestAccessVisitor {
  id: string;
  /** The account's address: the server makes a request of it, and asks any other to confirm. */
  email: string;
  full_name?: string;
}

/** What the host says the visitor may already do (docs/widgets.md#permissions). */
export interface RequestAccessPermissions {
  /** The visitor can open the files: there is nothing to ask for. */
  can_read_files?: boolean;
}

export interface RequestAccessConfig {
  default_locale?: string;
  /** Extra headers sent on every call. */
  apiHeaders?: Record<string, string>;
  /** Where the requests API is (default '/api'). */
  apiBase?: string;
  /** The host's login page, offered to a guest when only users may ask. */
  loginUrl?: string;
}

/** What a host page injects (docs/widgets.md#request-access). */
export interface RequestAccessWidgetProps {
  record: RequestableRecord;
  /** null for a visitor who is not logged in. */
  visitor: RequestAccessVisitor | null;
  permissions?: RequestAccessPermissions;
  config?: RequestAccessConfig;
  /** The host's replacements of the widget's parts, by id (docs/overrides.md). */
  overrides?: Overrides;
}

export interface RequestAccessProps extends RequestAccessWidgetProps {
  /** Built from config when absent (tests and stories pass a fake). */
  accessRequestsApi?: AccessRequestsApi;
  /** The request went out: the request itself, or the server's word that it sent a link to confirm. */
  onSent?: (result: AccessRequestResult) => void;
}
