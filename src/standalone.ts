/**
 * The standalone browser bundle (`RdmWidgets` global, React included) for host pages without
 * a bundler: `<script src=".../rdm-widgets.standalone.js">` then `RdmWidgets.autoMount()`.
 */
import { standaloneShared } from './standalone/shared';
import {
  autoMount as autoMountWidgets,
  mount,
  type AnyWidgetDefinition,
  type HostProps,
} from './ui/mount';
import { communityHeaderWidget, mountCommunityHeader } from './widgets/community-header';
import { depositFormWidget, mountDepositForm } from './widgets/deposit-form';
import { fileUploaderWidget, mountFileUploader } from './widgets/file-uploader';
import {
  mountNewUploadFromRecord,
  mountNewVersionButton,
  newUploadFromRecordWidget,
  newVersionButtonWidget,
} from './widgets/new-version-button';
import { mountRequestAccess, requestAccessWidget } from './widgets/request-access';
import { mountShareAccess, shareAccessWidget } from './widgets/share-access';
import { mountStatusBanner, statusBannerWidget } from './widgets/status-banner';

/** Every widget a page can auto-mount; each widget adds its definition here as it lands. */
const WIDGETS: readonly AnyWidgetDefinition[] = [
  fileUploaderWidget,
  statusBannerWidget,
  communityHeaderWidget,
  depositFormWidget,
  shareAccessWidget,
  newVersionButtonWidget,
  newUploadFromRecordWidget,
  requestAccessWidget,
];

/**
 * Mounts every `data-rdm-widget` element under `root` (the whole page by default); `hostProps`
 * adds props by widget name, e.g. `{'deposit-form': {customFieldWidgets: {...}}}`.
 */
export const autoMount = (root: ParentNode = document, hostProps: HostProps = {}) =>
  autoMountWidgets(root, WIDGETS, hostProps);

/** The bundle's React, for a host page that writes its own custom-field widgets or overrides. */
export const React = standaloneShared.react;

// A host's own deposit-form parts (docs/overrides.md) read and set the form through these.
export { useFormActions, useFormValue } from './ui/fields';

export {
  communityHeaderWidget,
  depositFormWidget,
  fileUploaderWidget,
  mount,
  mountCommunityHeader,
  mountDepositForm,
  mountFileUploader,
  mountNewUploadFromRecord,
  mountNewVersionButton,
  mountRequestAccess,
  mountShareAccess,
  mountStatusBanner,
  newUploadFromRecordWidget,
  newVersionButtonWidget,
  requestAccessWidget,
  shareAccessWidget,
  standaloneShared,
  statusBannerWidget,
};
