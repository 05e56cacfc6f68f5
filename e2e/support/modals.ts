import { expect, type Locator, type Page } from '@playwright/test';
import { chooseCommunity } from './communities';

/** One of the widgets' modals, as a user opens it on the demo's deposit page of a draft. */
export interface DemoModal {
  /** For file names: `add-creator` gives add-creator-1280.png. */
  slug: string;
  /** The dialog's accessible name, its header. */
  title: string;
  /** The page's button that opened it (or the modal under it), which has focus back after. */
  opener: string;
  /** Clicks what opens it (focused first, as a keyboard user's is) and waits for it. */
  open: (page: Page) => Promise<Locator>;
}

const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/**
 * Opens the dialog with a button, clicked as a user does, and waits for it (and for `loaded`,
 * a text its search results show, so that what is measured is what stays).
 */
const openWith =
  (button: (page: Page) => Locator, title: string, loaded?: RegExp) =>
  async (page: Page): Promise<Locator> => {
    const opener = button(page);
    await opener.focus();
    await opener.click();
    const opened = dialog(page, title);
    await expect(opened).toBeVisible();
    if (loaded) await expect(opened.getByText(loaded)).toBeVisible();
    return opened;
  };

const pageButton = (name: string) => (page: Page) =>
  page.getByRole('button', { name, exact: true });

/**
 * Every modal the deposit page has, in an order that needs no reload: the ones needing a
 * community (submit review) come after it was chosen, Add people over Share.
 */
export const DEPOSIT_MODALS: DemoModal[] = [
  {
    slug: 'add-creator',
    title: 'Add author',
    opener: 'Add author',
    open: openWith(pageButton('Add author'), 'Add author'),
  },
  {
    slug: 'standard-licence',
    title: 'Add standard license',
    opener: 'Add standard',
    open: openWith(pageButton('Add standard'), 'Add standard license', /Licenses found/),
  },
  {
    slug: 'custom-licence',
    title: 'Add custom license',
    opener: 'Add custom',
    open: openWith(pageButton('Add custom'), 'Add custom license'),
  },
  {
    slug: 'select-community',
    title: 'Select a community',
    opener: 'Select a community',
    open: openWith(pageButton('Select a community'), 'Select a community', /Communities found/),
  },
  {
    slug: 'publish',
    title: 'Publish this record?',
    opener: 'Publish',
    open: openWith(pageButton('Publish'), 'Publish this record?'),
  },
  {
    slug: 'delete-draft',
    title: 'Delete this draft?',
    opener: 'Delete draft',
    open: openWith(pageButton('Delete draft'), 'Delete this draft?'),
  },
  {
    slug: 'share',
    title: 'Share access',
    opener: 'Share',
    open: async (page) => {
      const share = await openWith(pageButton('Share'), 'Share access')(page);
      await expect(share.getByRole('tab', { name: /^People/ })).toBeFocused();
      return share;
    },
  },
  {
    slug: 'share-links',
    title: 'Share access',
    opener: 'Share',
    open: async (page) => {
      const share = await openWith(pageButton('Share'), 'Share access')(page);
      await share.getByRole('tab', { name: /^Links/ }).click();
      await expect(share.getByRole('form', { name: 'New link' })).toBeVisible();
      return share;
    },
  },
  {
    slug: 'share-settings',
    title: 'Share access',
    opener: 'Share',
    open: async (page) => {
      const share = await openWith(pageButton('Share'), 'Share access')(page);
      await share.getByRole('tab', { name: 'Settings' }).click();
      await expect(share.getByLabel('Secret link expiration')).toBeVisible();
      return share;
    },
  },
  {
    slug: 'add-people',
    title: 'Add people',
    opener: 'Share',
    open: async (page) => {
      const share = await openWith(pageButton('Share'), 'Share access')(page);
      await expect(share.getByRole('button', { name: 'Add people' })).toBeEnabled();
      return openWith(() => share.getByRole('button', { name: 'Add people' }), 'Add people')(page);
    },
  },
  {
    slug: 'submit-review',
    title: 'Submit for review',
    opener: 'Submit for review',
    open: async (page) => {
      if (await page.getByRole('button', { name: 'Select a community' }).isVisible()) {
        await chooseCommunity(page, 'Open Science');
      }
      return openWith(pageButton('Submit for review'), 'Submit for review')(page);
    },
  },
];

/** The widths a person tried them at: a laptop and a phone. */
export const MODAL_VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 375, height: 740 },
];
