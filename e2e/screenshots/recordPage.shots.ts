import { expect, test, type Page } from '@playwright/test';
import { callApi, REQUIRED_METADATA } from '../support/drafts';
import { logIn } from '../support/login';

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
];

/** A record with every fact the record page shows. */
const METADATA = {
  ...REQUIRED_METADATA,
  title: 'Sea level at the Gothenburg tide gauge, 1990-2025',
  creators: [
    {
      person_or_org: { type: 'personal', family_name: 'Andersson', given_name: 'Alice' },
      affiliations: [{ name: 'University of Gothenburg' }],
    },
    { person_or_org: { type: 'personal', family_name: 'Lindqvist', given_name: 'Erik' } },
  ],
  description:
    '<p>Hourly <strong>sea level</strong> readings of the harbour gauge, quality controlled with <em>tidewatch</em>.</p>',
  additional_descriptions: [
    { description: '<p>The gauge moved 40 m north in 2019.</p>', type: { id: 'methods' } },
  ],
  rights: [{ id: 'cc-by-4.0' }],
  subjects: [{ subject: 'Sea level' }, { subject: 'Tide gauges' }],
};

const draftWithMetadata = async (page: Page): Promise<string> => {
  const answer = await callApi(page, 'POST', '/api/records', {
    metadata: METADATA,
    files: { enabled: false },
  });
  expect(answer.status).toBe(201);
  return (answer.body as { id: string }).id;
};

/** The whole page, or (the long deposit form) what the first screen shows. */
const shoot = (page: Page, name: string, width: number, fullPage = true) =>
  page.screenshot({
    path: `docs/screenshots/record-page/${name}-${width}.png`,
    fullPage,
    animations: 'disabled',
  });

for (const viewport of VIEWPORTS) {
  test(`the record page, its draft preview and edit draft at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await logIn(page, 'alice');
    const draft = await draftWithMetadata(page);
    await page.goto(`/records/${draft}?preview=1`);
    await expect(page.getByText('Preview: this draft is not published yet.')).toBeVisible();
    await shoot(page, 'draft-preview', viewport.width);

    const id = await draftWithMetadata(page);
    const published = await callApi(page, 'POST', `/api/records/${id}/draft/actions/publish`);
    expect(published.status).toBe(202);
    await page.goto(`/records/${id}`);
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
    await shoot(page, 'published', viewport.width);

    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(METADATA.title);
    await shoot(page, 'edit-draft', viewport.width, false);
  });
}
