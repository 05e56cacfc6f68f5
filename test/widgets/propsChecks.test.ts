import type { AnyWidgetDefinition } from '../../src/ui/mount';
import { communityHeaderWidget } from '../../src/widgets/community-header';
import { depositFormWidget } from '../../src/widgets/deposit-form';
import { fileUploaderWidget } from '../../src/widgets/file-uploader';
import { newVersionButtonWidget } from '../../src/widgets/new-version-button';
import { requestAccessWidget } from '../../src/widgets/request-access';
import { shareAccessWidget } from '../../src/widgets/share-access';
import { statusBannerWidget } from '../../src/widgets/status-banner';
import { aSharedRecord } from '../factories/access';
import { aRequestableRecord } from '../factories/accessRequest';
import { aDraft } from '../factories/draft';

/**
 * What each widget's props check says of the props a host page gets wrong, one line per field
 * as the widget shows it in its place: the checks the widgets' own tests leave out.
 */
const said = (widget: AnyWidgetDefinition, props: Record<string, unknown>) => {
  const parsed = widget.parseProps(props);
  return parsed.ok ? [] : parsed.problems.map(({ field, message }) => `${field} ${message}`);
};

const config = { createUrl: 'https://repo.test/api/records' };
const record = aDraft();
const shared = aSharedRecord();
const requestable = aRequestableRecord();

describe('each widget’s props check', () => {
  it.each<[AnyWidgetDefinition, Record<string, unknown>, string]>([
    [depositFormWidget, { record }, 'config must be a JSON object'],
    [depositFormWidget, { config, record, permissions: true }, 'permissions must be a JSON object'],
    [
      depositFormWidget,
      { config: { ...config, pids: [{ scheme: 'doi', label: 'DOI', can_be_managed: 1 }] }, record },
      'config.pids[0].can_be_managed must be true or false, got 1',
    ],
    [fileUploaderWidget, { config: {}, record }, 'config.createUrl is required'],
    [fileUploaderWidget, { config, record: [] }, 'record must be a JSON object'],
    [
      fileUploaderWidget,
      { config, record, permissions: { can_update_draft: null } },
      'permissions.can_update_draft must be true or false, got null',
    ],
    [communityHeaderWidget, { record }, 'config must be a JSON object'],
    [
      communityHeaderWidget,
      { config: { createUrl: 7 }, record },
      'config.createUrl must be a string, got 7',
    ],
    [
      communityHeaderWidget,
      { config: { apiHeaders: [] }, record },
      'config.apiHeaders must be an object of strings, got an array',
    ],
    [
      communityHeaderWidget,
      { config: {}, record: { id: 3 } },
      'record.id must be a non-empty string, got 3',
    ],
    [
      statusBannerWidget,
      { record, config: { apiHeaders: { Authorization: 2 } } },
      'config.apiHeaders must be an object of strings, got an object',
    ],
    [statusBannerWidget, { record, permissions: 'all' }, 'permissions must be a JSON object'],
    [
      shareAccessWidget,
      { record: { ...shared, id: '' } },
      'record.id must be a non-empty string, got a string',
    ],
    [
      shareAccessWidget,
      { record: { ...shared, is_published: 'yes' } },
      'record.is_published must be true or false, got a string',
    ],
    [
      shareAccessWidget,
      { record: { ...shared, links: 'https://repo.test' } },
      'record.links must be an object, got a string',
    ],
    [
      shareAccessWidget,
      { record: { ...shared, parent: 3 } },
      'record.parent must be an object, got 3',
    ],
    [
      shareAccessWidget,
      { record: { ...shared, parent: { access: { owned_by: { user: 1 }, settings: [] } } } },
      'record.parent.access.settings must be an object, got an array',
    ],
    [
      shareAccessWidget,
      { record: { ...shared, parent: { access: { owned_by: 'alice' } } } },
      'record.parent.access.owned_by must be an object with a user',
    ],
    [
      shareAccessWidget,
      { record: shared, config: { apiHeaders: 'Bearer x' } },
      'config.apiHeaders must be an object of strings, got a string',
    ],
    [
      newVersionButtonWidget,
      { record: { ...shared, is_published: 'yes' } },
      'record.is_published must be true or false, got a string',
    ],
    [
      newVersionButtonWidget,
      { record: { links: [] } },
      'record.links must be an object, got an array',
    ],
    [
      newVersionButtonWidget,
      { record: shared, config: { apiHeaders: null } },
      'config.apiHeaders must be an object of strings, got null',
    ],
    [
      requestAccessWidget,
      { record: { ...requestable, metadata: [] }, visitor: null },
      'record.metadata must be an object',
    ],
    [
      requestAccessWidget,
      { record: { ...requestable, parent: 'p1' }, visitor: null },
      'record.parent must be an object',
    ],
    [
      requestAccessWidget,
      {
        record: { ...requestable, parent: { access: { settings: { allow_user_requests: 0 } } } },
        visitor: null,
      },
      'record.parent.access.settings.allow_user_requests must be true or false, got 0',
    ],
    [
      requestAccessWidget,
      { record: requestable, visitor: null, config: { default_locale: 7 } },
      'config.default_locale must be a non-empty string, got 7',
    ],
  ])('%#: names what is wrong', (widget, props, text) => {
    expect(said(widget, props)).toContain(text);
  });

  it('fills the defaults of what it takes', () => {
    const header = communityHeaderWidget.parseProps({ config: {}, record: {}, showHeader: false });
    expect(header.ok && header.value).toMatchObject({
      config: { default_locale: 'en' },
      record: { access: { record: 'public', files: 'public' }, files: { enabled: true } },
      showHeader: false,
    });
    const banner = statusBannerWidget.parseProps({ record });
    // Left out, the banner speaks to the owner.
    expect(banner.ok && banner.value.permissions).toBeUndefined();
    const button = newVersionButtonWidget.parseProps({ record: shared });
    expect(button.ok && button.value.permissions).toEqual({});
  });

  it('takes a logged-out visitor as null, and says so when the prop is missing', () => {
    expect(requestAccessWidget.parseProps({ record: requestable, visitor: null }).ok).toBe(true);
    expect(said(requestAccessWidget, { record: requestable })).toEqual([
      'visitor is required (null for a visitor who is not logged in)',
    ]);
  });
});
