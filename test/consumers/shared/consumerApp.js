/**
 * The consumer app's code, the same for every bundler: imports every entry of the published
 * package and its CSS, and lets the browser test mount any widget with the props it read from
 * the reference server's host pages. Plain JavaScript without JSX, so no bundler needs a loader
 * for it.
 */
import 'rdm-widgets/styles.css';
import { version as reactVersion } from 'react';
import { autoMount } from 'rdm-widgets';
import { communityHeaderWidget, mountCommunityHeader } from 'rdm-widgets/community-header';
import { depositFormWidget, mountDepositForm } from 'rdm-widgets/deposit-form';
import { fileUploaderWidget, mountFileUploader } from 'rdm-widgets/file-uploader';
import { mountNewVersionButton, newVersionButtonWidget } from 'rdm-widgets/new-version-button';
import { mountRequestAccess, requestAccessWidget } from 'rdm-widgets/request-access';
import { mountShareAccess, shareAccessWidget } from 'rdm-widgets/share-access';
import { mountStatusBanner, statusBannerWidget } from 'rdm-widgets/status-banner';

const MOUNT_FUNCTIONS = {
  'community-header': mountCommunityHeader,
  'deposit-form': mountDepositForm,
  'file-uploader': mountFileUploader,
  'new-version-button': mountNewVersionButton,
  'request-access': mountRequestAccess,
  'share-access': mountShareAccess,
  'status-banner': mountStatusBanner,
};

const WIDGETS = [
  communityHeaderWidget,
  depositFormWidget,
  fileUploaderWidget,
  newVersionButtonWidget,
  requestAccessWidget,
  shareAccessWidget,
  statusBannerWidget,
];

globalThis.consumer = {
  /** The React the app was built with, as the test asks for React 18 or 19. */
  reactVersion,
  /** Mounts one widget through its own entry's mount function. */
  mount: (widgetName, element, props) => {
    const mountWidget = MOUNT_FUNCTIONS[widgetName];
    if (!mountWidget) throw new Error(`the consumer app has no widget named ${widgetName}`);
    mountWidget(element, props);
  },
  /** Mounts the server-rendered widget markup under an element, as a host page would. */
  autoMount: (element) => autoMount(element, WIDGETS).length,
};
