/**
 * The package entry, `rdm-widgets/request-access`: what a host mounts, renders and names,
 * and nothing else. The rest of the library reaches the widget through index.ts.
 */
export { RequestAccess } from './RequestAccess';
export type {
  RequestAccessConfig,
  RequestAccessPermissions,
  RequestAccessProps,
  RequestAccessVisitor,
  RequestAccessWidgetProps,
} from './types';
export { mountRequestAccess, requestAccessWidget } from './mount';

// Types the entry's own signatures use, so a host can name them from this entry alone.
export type { LinkedRecord } from '../../core/api/access';
export type { AccessRequestsApi } from '../../core/api/accessRequests';
export type { SharingLinks } from '../../core/model/access';
export type {
  AccessRequest,
  AccessRequestResult,
  AccessRequestSettings,
  NewAccessRequest,
  RequestableRecord,
} from '../../core/model/accessRequest';
export type { WidgetDefinition, WidgetHandle } from '../../ui/mount/widgetDefinition';

export type { Override, OverrideProps, Overrides, Replacement } from '../../ui/overrides/overrides';
