import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios, { type AxiosAdapter } from 'axios';
import { mount, type AnyWidgetDefinition } from '../../../src/ui/mount';
import {
  COMMUNITY_HEADER_OVERRIDE_IDS,
  FILE_UPLOADER_OVERRIDE_IDS,
  NEW_UPLOAD_FROM_RECORD_OVERRIDE_IDS,
  NEW_VERSION_BUTTON_OVERRIDE_IDS,
  REQUEST_ACCESS_OVERRIDE_IDS,
  SHARE_ACCESS_OVERRIDE_IDS,
  STATUS_BANNER_OVERRIDE_IDS,
} from '../../../src/ui/overrides';
import { communityHeaderWidget } from '../../../src/widgets/community-header';
import { fileUploaderWidget } from '../../../src/widgets/file-uploader';
import {
  newUploadFromRecordWidget,
  newVersionButtonWidget,
} from '../../../src/widgets/new-version-button';
import { requestAccessWidget } from '../../../src/widgets/request-access';
import { shareAccessWidget } from '../../../src/widgets/share-access';
import { statusBannerWidget } from '../../../src/widgets/status-banner';
import { aDraft } from '../../factories/draft';
import { renderOutsideAct } from '../../support/syncMount';

renderOutsideAct();

const config = { createUrl: 'https://repo.test/api/records', default_locale: 'en' };
const owner = { can_manage: true, can_new_version: true, can_update_draft: true };
const draft = aDraft({ status: 'declined' });
const published = aDraft({ status: 'published', is_published: true, is_draft: false });
const shared = {
  ...draft,
  parent: { id: 'par01-23456', access: { owned_by: { user: '1' }, settings: {} } },
};
const requestable = {
  ...published,
  links: { ...published.links, access_request: 'https://repo.test/api/records/abc/access/request' },
  parent: { id: 'par01-23456', access: { settings: { allow_guest_requests: true } } },
};

/** Opens the Share modal at the tab the part is in. */
const openTab = (tab: RegExp) => async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Share' }));
  await userEvent.click(await screen.findByRole('tab', { name: tab }));
};

interface Case {
  widget: AnyWidgetDefinition;
  ids: readonly string[];
  props: Record<string, unknown>;
  /** What the user does to reach each part, by id. */
  reach?: Record<string, () => Promise<void>>;
}

const CASES: Case[] = [
  { widget: statusBannerWidget, ids: STATUS_BANNER_OVERRIDE_IDS, props: { record: draft } },
  {
    widget: communityHeaderWidget,
    ids: COMMUNITY_HEADER_OVERRIDE_IDS,
    props: { config, record: aDraft() },
  },
  {
    widget: fileUploaderWidget,
    ids: FILE_UPLOADER_OVERRIDE_IDS,
    props: { config, record: aDraft(), permissions: owner },
  },
  {
    widget: fileUploaderWidget,
    ids: NEW_VERSION_BUTTON_OVERRIDE_IDS,
    props: { config, record: published, permissions: owner },
  },
  {
    widget: newVersionButtonWidget,
    ids: NEW_VERSION_BUTTON_OVERRIDE_IDS,
    props: { config, record: published, permissions: owner },
  },
  {
    widget: newUploadFromRecordWidget,
    ids: NEW_UPLOAD_FROM_RECORD_OVERRIDE_IDS,
    props: { config, record: published },
  },
  {
    widget: shareAccessWidget,
    ids: SHARE_ACCESS_OVERRIDE_IDS,
    props: { config, record: shared, permissions: owner },
    reach: {
      'share-access.tab.people': openTab(/^People/),
      'share-access.tab.groups': openTab(/^Groups/),
      'share-access.tab.links': openTab(/^Links/),
      'share-access.tab.settings': openTab(/^Settings/),
    },
  },
  {
    widget: requestAccessWidget,
    ids: REQUEST_ACCESS_OVERRIDE_IDS,
    props: { config, record: requestable, visitor: null },
  },
];

/** No network in jsdom: the parts' own calls fail; the host's part needs none. */
const unavailable: AxiosAdapter = () => Promise.reject(new Error('offline'));
let adapter: typeof axios.defaults.adapter;
beforeAll(() => {
  adapter = axios.defaults.adapter;
  axios.defaults.adapter = unavailable;
});
afterAll(() => {
  axios.defaults.adapter = adapter;
});
afterEach(() => {
  document.body.innerHTML = '';
});

const HostPart = () => <p>The host’s part</p>;

describe.each(CASES)(
  'the $widget.name widget mounted by a page',
  ({ widget, ids, props, reach }) => {
    it.each(ids)('shows the host’s part in place of %s', async (id) => {
      const element = document.body.appendChild(document.createElement('div'));
      const handle = mount(element, widget, { ...props, overrides: { [id]: HostPart } });
      await reach?.[id]?.();
      expect(await within(document.body).findAllByText('The host’s part')).toHaveLength(1);
      handle.unmount();
    });
  },
);

it.each([
  ['shows', {}],
  ['leaves out', { 'file-uploader.drop-area': { hide: true } }],
])('%s the drop area as the page says, and the rest of the uploader', (_, overrides) => {
  const element = document.body.appendChild(document.createElement('div'));
  mount(element, fileUploaderWidget, { config, record: aDraft(), permissions: owner, overrides });
  const dropArea = within(element).queryByRole('button', { name: 'Upload files' });
  expect(dropArea !== null).toBe(Object.keys(overrides).length === 0);
  expect(within(element).getByText(/^Files: 0 of/)).toBeInTheDocument();
});
