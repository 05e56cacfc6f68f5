import { expect, test } from '@playwright/test';
import { createSubmittedDraft } from '../support/drafts';
import { logIn } from '../support/login';

/** Each width submits a draft of its own: the first one's is accepted by the time the next runs. */
const VIEWPORTS = [
  { width: 1280, height: 800, title: 'Eelgrass meadows of the Kattegat, 2026' },
  { width: 375, height: 800, title: 'Seagrass carbon stocks of the Baltic' },
];

for (const viewport of VIEWPORTS) {
  test(`a curator's requests at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const shot = (name: string) =>
      page.screenshot({
        path: `docs/screenshots/curation/${name}-${viewport.width}.png`,
        fullPage: true,
        animations: 'disabled',
      });
    await logIn(page, 'alice');
    const { title } = viewport;
    const { requestId } = await createSubmittedDraft(page, title);
    await logIn(page, 'carol');
    await page.goto('/me/requests');
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await shot('requests-dashboard');
    await page.goto('/communities/open-science');
    await expect(page.getByRole('region', { name: 'Requests' })).toBeVisible();
    await shot('community-requests');
    await page.goto(`/me/requests/${requestId}`);
    await page.getByLabel('Comment').fill('Could you add a README to the files?');
    await page.getByRole('button', { name: 'Comment' }).click();
    await expect(page.getByText('Your comment was added.')).toBeVisible();
    await page.getByLabel('Message to the requester (optional)').fill('Welcome to Open Science.');
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByRole('status')).toHaveText('Status: accepted');
    await shot('request-page-after-accept');
  });
}
