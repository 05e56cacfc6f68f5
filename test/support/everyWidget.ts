import type { AnyWidgetDefinition } from '../../src/ui/mount';
import { communityHeaderWidget } from '../../src/widgets/community-header';
import { depositFormWidget } from '../../src/widgets/deposit-form';
import { fileUploaderWidget } from '../../src/widgets/file-uploader';
import {
  newUploadFromRecordWidget,
  newVersionButtonWidget,
} from '../../src/widgets/new-version-button';
import { requestAccessWidget } from '../../src/widgets/request-access';
import { shareAccessWidget } from '../../src/widgets/share-access';
import { statusBannerWidget } from '../../src/widgets/status-banner';

const config = { createUrl: 'https://repo.test/api/records', default_locale: 'en' };
const permissions = { can_manage: true, can_new_version: true, can_update_draft: true };

/** Every widget a page can mount, with usable props besides its record. */
export const EVERY_WIDGET: { widget: AnyWidgetDefinition; props: Record<string, unknown> }[] = [
  { widget: statusBannerWidget, props: { config } },
  { widget: communityHeaderWidget, props: { config } },
  { widget: depositFormWidget, props: { config, permissions } },
  { widget: fileUploaderWidget, props: { config, permissions } },
  { widget: shareAccessWidget, props: { config, permissions } },
  { widget: newVersionButtonWidget, props: { config, permissions } },
  { widget: newUploadFromRecordWidget, props: { config } },
  {
    widget: requestAccessWidget,
    props: { config, permissions: {}, visitor: { id: '2', email: 'jane@example.org' } },
  },
];
