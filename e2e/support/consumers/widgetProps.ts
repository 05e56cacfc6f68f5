import { expect, type Page } from '@playwright/test';
import { callApi } from '../drafts';
import { widgetSlotOf, widgetSlotsOf, type WidgetSlot } from './hostProps';

/** The props for each widget, as the reference server's host pages print them for alice. */
export interface HostWidgets {
  props: Record<string, Record<string, unknown>>;
  /** The published record's status-banner slot as printed, for `autoMount`. */
  publishedBannerMarkup: string;
}

const propsOf = (slots: Map<string, WidgetSlot>, widget: string) => {
  const slot = slots.get(widget);
  if (!slot) throw new Error(`the page prints no ${widget} slot`);
  return slot.props;
};

type RecordJson = { parent: { access: { settings?: object } } };

/** A record whose owner takes access requests from guests. */
const openToGuests = (record: RecordJson) => {
  const { access } = record.parent;
  const settings = { ...access.settings, allow_guest_requests: true };
  return { ...record, parent: { ...record.parent, access: { ...access, settings } } };
};

/**
 * Reads real props from the host pages (the page must be logged in): the new-upload page for
 * the deposit form, a fresh draft with files for the uploader, status banner and community
 * header, and alice's published "Urban tree inventory" for Share, New version and Request access.
 */
export const hostWidgetsFor = async (page: Page): Promise<HostWidgets> => {
  const deposit = await widgetSlotOf(page.request, '/uploads/new', 'deposit-form');

  const created = await callApi(page, 'POST', '/api/records', {
    metadata: { title: 'Built by a consumer app' },
    files: { enabled: true },
  });
  expect(created.status).toBe(201);
  const draftId = (created.body as { id: string }).id;
  const draftPage = await widgetSlotsOf(page.request, `/records/${draftId}?preview=1`);
  const uploader = propsOf(draftPage, 'file-uploader');

  const search = await callApi(page, 'GET', '/api/records?q=Urban%20tree%20inventory');
  const published = (search.body as { hits: { hits: { id: string }[] } }).hits.hits[0];
  if (!published) throw new Error('the seeded published record is missing');
  const recordPage = await widgetSlotsOf(page.request, `/records/${published.id}`);

  return {
    props: {
      'deposit-form': deposit.props,
      'file-uploader': uploader,
      'status-banner': propsOf(draftPage, 'status-banner'),
      // The header edits a draft's community: the draft and the editor config it is saved with.
      'community-header': { config: uploader.config, record: uploader.record },
      'share-access': propsOf(recordPage, 'share-access'),
      'new-version-button': propsOf(recordPage, 'new-version-button'),
      // No page prints it for the record's owner: the record as a guest meets it, its owner
      // taking guests' requests.
      'request-access': {
        record: openToGuests(propsOf(recordPage, 'share-access').record as RecordJson),
        visitor: null,
      },
    },
    publishedBannerMarkup: recordPage.get('status-banner')?.markup ?? '',
  };
};
