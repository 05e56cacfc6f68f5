import type { Page } from '@playwright/test';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expectNoAxeViolations } from './support/axe';
import { callApi } from './support/drafts';
import { logIn } from './support/login';
import { expect, test } from './support/test';
import {
  addFault,
  clearFaults,
  clearJournal,
  contentUploads,
  draftIdOf,
  dropFiles,
  fileNameOf,
  filePath,
  maxOverlap,
  partNumberOf,
  partUploads,
  pickFiles,
  readJournal,
  storedChecksums,
  TestFiles,
  uploader,
  type JournalEntry,
  type LocalFile,
} from './support/uploads';

/**
 * The file uploader on the demo's deposit page (/uploads/new: concurrency 3, at most 40 files,
 * 10^10 bytes, files over 8 MiB in parts of 8 MiB) against the reference server, whose fault
 * injection and request journal show what really went over the wire. Every test starts a new
 * draft by uploading on a fresh page.
 */

const KB = 1024;
const MB = 1024 * KB;
const EMPTY_MD5 = 'd41d8cd98f00b204e9800998ecf8427e';

const md5Of = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

let files: TestFiles;

test.beforeEach(async ({ page, request }) => {
  await clearFaults(request);
  await clearJournal(request);
  files = new TestFiles();
  await logIn(page, 'alice');
  await page.goto('/uploads/new');
  await expect(uploader(page).uploadButton).toBeEnabled();
});

test.afterEach(async ({ request }) => {
  files.remove();
  await clearFaults(request);
});

/** The calls of one file in the journal, e.g. its content uploads, in the order received. */
const callsOf = (journal: JournalEntry[], name: string, method: string, action: string) =>
  journal
    .filter(
      (entry) =>
        entry.method === method &&
        entry.path.endsWith(`/${action}`) &&
        fileNameOf(entry.path) === name,
    )
    .sort((a, b) => a.startedMs - b.startedMs);

/** Each row shows its file's MD5 and the server stored that same MD5. */
const expectChecksums = async (page: Page, local: readonly LocalFile[]) => {
  const target = uploader(page);
  for (const file of local)
    await expect(target.row(file.name).locator('code'), file.name).toHaveText(file.md5);
  const stored = await storedChecksums(page, draftIdOf(await readJournal(page.request)));
  for (const file of local) expect(stored[file.name], file.name).toBe(file.md5);
};

/** Starts recording, in the page, the order in which file rows turn 'uploading'. */
const recordUploadStarts = (page: Page) =>
  page.evaluate(() => {
    const started: string[] = [];
    (window as unknown as { uploadStarts: string[] }).uploadStarts = started;
    new MutationObserver((records) => {
      for (const { target } of records) {
        const row = target as Element;
        const name = row.querySelector('td:nth-child(2)')?.textContent ?? '';
        if (row.getAttribute('data-state') === 'uploading' && !started.includes(name))
          started.push(name);
      }
    }).observe(document.body, { subtree: true, attributeFilter: ['data-state'] });
  });

const uploadStarts = (page: Page) =>
  page.evaluate(() => (window as unknown as { uploadStarts: string[] }).uploadStarts);

test(
  '8 files of mixed sizes upload at most 3 at a time, in the order added, with their MD5s',
  { tag: ['@drop-in', '@s3'] },
  async ({ page, request }) => {
    const target = uploader(page);
    const sizes = [64 * KB, 6 * MB, 256 * KB, 1 * MB, 3 * MB, 128 * KB, 2 * MB, 512 * KB];
    const local = sizes.map((size, index) => files.make(`file-${index + 1}.bin`, size));
    // The server holds each content upload a while, so uploads overlap for real; the holds are
    // staggered so that no two uploads end together: each freed slot starts exactly one file,
    // and the server's arrival order is the queue's order (the first three, started at once,
    // may race each other to the server).
    const holdsMs = [300, 600, 900, 900, 900, 900, 900, 900];
    for (const [index, file] of local.entries())
      await addFault(request, {
        method: 'PUT',
        path: filePath(file.name, 'content'),
        count: 1,
        delayMs: holdsMs[index],
      });
    await recordUploadStarts(page);

    await pickFiles(target, local);
    await expect(target.rows).toHaveCount(8);
    for (const file of local)
      await expect(target.row(file.name)).toHaveAttribute('data-state', 'finished', {
        timeout: 12_000,
      });

    // The rows turned 'uploading' in the order the files were added.
    const names = local.map((file) => file.name);
    expect(await uploadStarts(page)).toEqual(names);
    // The server saw the same order, and never more than the configured 3 at once.
    const uploads = contentUploads(await readJournal(request));
    const arrived = uploads.map((entry) => fileNameOf(entry.path));
    expect([...arrived.slice(0, 3)].sort()).toEqual(names.slice(0, 3));
    expect(arrived.slice(3)).toEqual(names.slice(3));
    expect(uploads.every((entry) => entry.status === 200 && !entry.aborted)).toBe(true);
    expect(maxOverlap(uploads)).toBe(3);

    for (const file of local)
      await expect(
        page.getByRole('progressbar', { name: `Upload progress of ${file.name}` }),
      ).toHaveAttribute('aria-valuenow', '100');
    await expectChecksums(page, local);
  },
);

test(
  'cancelling one upload mid-upload leaves it cancelled while the others finish',
  { tag: '@s3' },
  async ({ page, request }) => {
    const target = uploader(page);
    const slow = files.make('slow.bin', 1 * MB);
    const others = ['a.bin', 'b.bin', 'c.bin'].map((name) => files.make(name, 100 * KB));
    // The server holds the slow file's content upload, so it is surely in flight when cancelled.
    await addFault(request, {
      method: 'PUT',
      path: filePath(slow.name, 'content'),
      count: 1,
      delayMs: 4000,
    });

    await pickFiles(target, [slow, ...others]);
    await expect
      .poll(async () => callsOf(await readJournal(request), slow.name, 'PUT', 'content').length)
      .toBe(1);
    await expect(target.row(slow.name)).toHaveAttribute('data-state', 'uploading');
    await page.getByRole('button', { name: `Cancel ${slow.name}` }).click();

    await expect(target.row(slow.name)).toHaveAttribute('data-state', 'cancelled');
    await expect(target.row(slow.name)).toContainText('Cancelled');
    for (const file of others)
      await expect(target.row(file.name)).toHaveAttribute('data-state', 'finished');
    await expectChecksums(page, others);
    // The server never answered the cancelled upload, and nothing committed it.
    const journal = await readJournal(request);
    expect(callsOf(journal, slow.name, 'PUT', 'content')[0]?.status).toBeUndefined();
    expect(callsOf(journal, slow.name, 'POST', 'commit')).toEqual([]);

    // A cancelled file is never stuck: it can be deleted, on the server too.
    await expect(
      target.row(slow.name).getByRole('button', { name: `Cancel ${slow.name}` }),
    ).toHaveCount(0);
    await page.getByRole('button', { name: `Delete ${slow.name}` }).click();
    await expect(target.row(slow.name)).toHaveCount(0);
    const stored = await storedChecksums(page, draftIdOf(await readJournal(request)));
    expect(Object.keys(stored).sort()).toEqual(others.map((file) => file.name));
  },
);

test(
  'a 500 on a commit and a dropped content upload are retried and finish',
  { tag: '@s3' },
  async ({ page, request }) => {
    const target = uploader(page);
    const committed = files.make('commit-fails.bin', 256 * KB);
    const dropped = files.make('connection-drops.bin', 2 * MB);
    const fine = files.make('fine.bin', 64 * KB);
    await addFault(request, {
      method: 'POST',
      path: filePath(committed.name, 'commit'),
      count: 1,
      status: 500,
    });
    await addFault(request, {
      method: 'PUT',
      path: filePath(dropped.name, 'content'),
      count: 1,
      dropAfterBytes: 64 * KB,
    });

    await pickFiles(target, [committed, dropped, fine]);
    for (const file of [committed, dropped, fine])
      await expect(target.row(file.name)).toHaveAttribute('data-state', 'finished', {
        timeout: 10_000,
      });
    await expectChecksums(page, [committed, dropped, fine]);

    const journal = await readJournal(request);
    expect(callsOf(journal, committed.name, 'POST', 'commit').map((entry) => entry.status)).toEqual(
      [500, 200],
    );
    const contents = callsOf(journal, dropped.name, 'PUT', 'content');
    expect(contents).toHaveLength(2);
    // The server cut the first one off: the connection closes before its 400 'interrupted' is
    // sent (on the S3 back end the 400 is sometimes sent first); the second went through.
    const [cut, sent] = contents;
    expect(cut?.aborted === true || cut?.status === 400).toBe(true);
    expect(sent).toMatchObject({ status: 200 });
    expect(sent?.aborted).toBeUndefined();
  },
);

test(
  'a file over 8 MiB goes in parts; a part cut off is sent again alone, and the checksum matches',
  { tag: '@drop-in' },
  async ({ page, request }, testInfo) => {
    const target = uploader(page);
    const big = files.make('survey-scans.bin', 20 * MB);
    await addFault(request, {
      method: 'PUT',
      path: `/draft/files/${big.name}/content/2$`,
      count: 1,
      dropAfterBytes: 1 * MB,
    });
    await pickFiles(target, [big]);
    await expect(target.row(big.name)).toHaveAttribute('data-state', 'finished', {
      timeout: 30_000,
    });
    await expectChecksums(page, [big]);

    const journal = await readJournal(request);
    const announces = journal.filter(
      (entry) => entry.method === 'POST' && entry.path.endsWith('/draft/files'),
    );
    if (testInfo.project.name === 'api-v12') {
      // InvenioRDM v12 has no multipart transfer and refuses the key: the file is announced
      // again without it and sent in one request.
      expect(announces.map((entry) => entry.status)).toEqual([400, 201]);
      expect(partUploads(journal, big.name)).toEqual([]);
      expect(callsOf(journal, big.name, 'PUT', 'content')).toHaveLength(1);
      return;
    }
    // 8 + 8 + 4 MiB; the server cut part 2 off once, and only part 2 went again.
    expect(announces.map((entry) => entry.status)).toEqual([201]);
    const parts = partUploads(journal, big.name);
    expect(parts.map(partNumberOf).sort()).toEqual([1, 2, 2, 3]);
    expect(
      parts
        .filter((entry) => partNumberOf(entry) === 2)
        .map(({ aborted, status }) => ({ aborted, status })),
    ).toEqual([
      { aborted: true, status: undefined },
      { aborted: undefined, status: 200 },
    ]);
    expect(callsOf(journal, big.name, 'PUT', 'content')).toEqual([]);
  },
);

test(
  'a persistent failure ends as failed with its message, and Retry then succeeds',
  { tag: '@s3' },
  async ({ page, request }) => {
    const target = uploader(page);
    const bad = files.make('bad.bin', 64 * KB);
    // As many failures as the manager's 3 automatic tries.
    await addFault(request, {
      method: 'PUT',
      path: filePath(bad.name, 'content'),
      count: 3,
      status: 500,
    });

    await pickFiles(target, [bad]);
    const row = target.row(bad.name);
    await expect(row).toHaveAttribute('data-state', 'failed', { timeout: 10_000 });
    await expect(row).toContainText('Failed');
    await expect(row).toContainText('Injected fault.');
    await expect(target.announcer).toHaveText(`Failed to upload ${bad.name}.`);
    expect(
      callsOf(await readJournal(request), bad.name, 'PUT', 'content').map((entry) => entry.status),
    ).toEqual([500, 500, 500]);

    await row.getByRole('button', { name: `Retry ${bad.name}` }).click();
    await expect(row).toHaveAttribute('data-state', 'finished');
    await expect(row).not.toContainText('Injected fault.');
    await expect(row.getByRole('button', { name: `Retry ${bad.name}` })).toHaveCount(0);
    await expect(target.announcer).toHaveText(`Finished uploading ${bad.name}.`);
    await expectChecksums(page, [bad]);
  },
);

test('a drop beyond the file limit is refused whole, and a full uploader takes no more', async ({
  page,
}) => {
  const target = uploader(page);
  const first = ['one.txt', 'two.txt'].map((name) => files.make(name, 100));
  const rest = Array.from({ length: 39 }, (_, index) => files.make(`more-${index + 1}.txt`, 100));

  await pickFiles(target, first);
  for (const file of first)
    await expect(target.row(file.name)).toHaveAttribute('data-state', 'finished');

  // 2 uploaded + 39 picked = 41 > 40: nothing of the pick is added.
  await pickFiles(target, rest);
  await expect(target.warnings).toHaveText(
    'Uploading the selected files would result in 41 files (max.40)',
  );
  await expect(target.rows).toHaveCount(2);

  await pickFiles(target, rest.slice(0, 38));
  await expect(target.warnings).toHaveCount(0);
  await expect(target.rows).toHaveCount(40);
  await expect(target.root.locator('tbody tr[data-state="finished"]')).toHaveCount(40, {
    timeout: 30_000,
  });
  await expect(target.dropArea).toHaveAttribute('data-state', 'disabled');
  await expect(target.dropArea).toContainText('The maximum number of files has been reached.');
  await expect(target.uploadButton).toBeDisabled();
});

test('a drop beyond the storage limit is refused whole', async ({ page, request }) => {
  const target = uploader(page);
  const small = files.make('small.txt', 100);
  // 12.5 GB that are never read: the limit is checked on the sizes before any upload.
  const huge = files.sparse('huge.bin', 12_500_000_000);

  await pickFiles(target, [small, huge]);
  await expect(target.warnings).toHaveText(
    'Uploading the selected files would result in 12.5 GB but the limit is 10 GB',
  );
  await expect(target.rows).toHaveCount(0);
  expect(contentUploads(await readJournal(request))).toEqual([]);
});

test(
  'a folder of 30 files goes under its paths; chosen again, every file is reported and none sent',
  { tag: '@s3' },
  async ({ page, request }) => {
    const target = uploader(page);
    const folder = join(files.dir, 'survey');
    const paths = [
      'README.txt',
      ...Array.from(
        { length: 25 },
        (_, index) => `raw/site-${String(index + 1).padStart(2, '0')}.csv`,
      ),
      ...Array.from({ length: 4 }, (_, index) => `figures/fig-${index + 1}.png`),
    ];
    const md5s = new Map<string, string>();
    for (const path of paths) {
      const bytes = randomBytes(2 * KB);
      mkdirSync(dirname(join(folder, path)), { recursive: true });
      writeFileSync(join(folder, path), bytes);
      md5s.set(`survey/${path}`, createHash('md5').update(bytes).digest('hex'));
    }
    // Left out without a word, and skipped with a warning.
    writeFileSync(join(folder, '.DS_Store'), 'Finder');
    writeFileSync(join(folder, 'raw', '.notes.txt'), 'private');

    await target.root.getByLabel('Folder to upload').setInputFiles(folder);
    await expect(target.root.locator('tbody tr[data-state="finished"]')).toHaveCount(30, {
      timeout: 30_000,
    });
    await expect(target.row('survey/raw/site-01.csv')).toBeVisible();
    await expect(target.warnings).toContainText('Hidden files in the folders were skipped');
    await expect(
      target.warnings.getByRole('list', { name: 'Files concerned' }).getByRole('listitem'),
    ).toHaveText(['survey/raw/.notes.txt']);
    const journal = await readJournal(request);
    const stored = await storedChecksums(page, draftIdOf(journal));
    expect(stored).toEqual(Object.fromEntries(md5s));

    await clearJournal(request);
    await target.root.getByLabel('Folder to upload').setInputFiles(folder);
    await expect(target.warnings).toContainText('The following files already exist');
    await expect(target.warnings.getByText('survey/figures/fig-4.png')).toBeVisible();
    await expect(target.rows).toHaveCount(30);
    expect(
      (await readJournal(request)).filter((entry) => entry.path.includes('/draft/files')),
    ).toEqual([]);
  },
);

test('dropped files whose names already exist are skipped and listed', async ({ page }) => {
  const target = uploader(page);
  await dropFiles(page, target, [
    { name: 'a.txt', text: 'first a' },
    { name: 'b.txt', text: 'b' },
  ]);
  await expect(target.row('a.txt')).toHaveAttribute('data-state', 'finished');
  await expect(target.row('b.txt')).toHaveAttribute('data-state', 'finished');

  await dropFiles(page, target, [
    { name: 'a.txt', text: 'second a' },
    { name: 'c.txt', text: 'c' },
  ]);
  await expect(target.warnings).toContainText('The following files already exist');
  await expect(target.warnings.getByRole('list', { name: 'Files concerned' })).toHaveText('a.txt');
  await expect(target.row('c.txt')).toHaveAttribute('data-state', 'finished');
  await expect(target.rows).toHaveCount(3);
  // The first a.txt stays as it was uploaded.
  await expect(target.row('a.txt').locator('code')).toHaveText(md5Of('first a'));
});

test(
  'empty files are uploaded by default, picked with the keyboard',
  { tag: ['@drop-in', '@s3'] },
  async ({ page }) => {
    const target = uploader(page);
    const empty = files.make('empty.txt', 0);
    // The 'Upload files' button is the keyboard way in: Enter clicks the file input, which is
    // what opens the browser's file chooser. (Waiting for Chromium's chooser itself failed now
    // and then since the suite stopped recording traces; the cause is not known yet.)
    const input = page.getByLabel('Files to upload');
    await input.evaluate((element) =>
      element.addEventListener('click', () => element.setAttribute('data-clicked', 'yes')),
    );
    await target.uploadButton.focus();
    await page.keyboard.press('Enter');
    await expect(input).toHaveAttribute('data-clicked', 'yes');
    await expect(input).toHaveAttribute('multiple', '');
    await input.setInputFiles(empty.path);

    await expect(target.row(empty.name)).toHaveAttribute('data-state', 'finished');
    await expect(target.warnings).toHaveCount(0);
    expect(empty.md5).toBe(EMPTY_MD5);
    await expectChecksums(page, [empty]);
  },
);

test('with allowEmptyFiles false, empty files are skipped with a message', async ({ page }) => {
  // The demo page allows empty files, so a second uploader is mounted beside it with the
  // demo's settings but allowEmptyFiles false: the same bundle, against the same server.
  await page.evaluate(() => {
    const config = {
      createUrl: `${window.location.origin}/api/records`,
      fileUploadConcurrency: 3,
      quota: { maxFiles: 10, maxStorage: 10 ** 10 },
      allowEmptyFiles: false,
    };
    const slot = document.createElement('section');
    slot.id = 'strict-uploader';
    document.querySelector('main')?.append(slot);
    const { mountFileUploader } = (
      window as unknown as {
        RdmWidgets: { mountFileUploader: (target: Element, props: object) => unknown };
      }
    ).RdmWidgets;
    mountFileUploader(slot, { config, record: {} });
  });
  const target = uploader(page, page.locator('#strict-uploader .rdm-file-uploader'));
  const empty = files.make('empty.txt', 0);
  const data = files.make('data.txt', 1 * KB);

  await pickFiles(target, [empty, data]);
  await expect(target.warnings).toHaveText('Empty files were skipped.');
  await expect(target.row(data.name)).toHaveAttribute('data-state', 'finished');
  await expect(target.rows).toHaveCount(1);
  await expectChecksums(page, [data]);
});

test('leaving the page during an upload asks for confirmation; when idle it does not', async ({
  page,
  request,
}) => {
  const target = uploader(page);
  const slow = files.make('slow.bin', 64 * KB);
  await addFault(request, {
    method: 'PUT',
    path: filePath(slow.name, 'content'),
    count: 1,
    delayMs: 3000,
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    // Staying on the page: the upload must go on.
    void dialog.dismiss();
  });

  await pickFiles(target, [slow]);
  await expect(target.row(slow.name)).toHaveAttribute('data-state', 'uploading');
  await page.getByRole('link', { name: 'My uploads' }).click();
  await expect.poll(() => dialogs).toEqual(['beforeunload']);
  // Still on the deposit page, whose address became the new draft's own.
  await expect(page).toHaveURL(/\/uploads\/[a-z0-9]+-[a-z0-9]+$/);

  await expect(target.row(slow.name)).toHaveAttribute('data-state', 'finished', {
    timeout: 10_000,
  });
  await page.getByRole('link', { name: 'My uploads' }).click();
  await expect(page).toHaveURL(/\/me\/uploads$/);
  expect(dialogs).toEqual(['beforeunload']);
});

test('the deposit page with finished and failed files and a drop warning has no axe violations', async ({
  page,
  request,
}) => {
  const target = uploader(page);
  const ok = files.make('ok.txt', 1 * KB);
  const refused = files.make('refused.txt', 1 * KB);
  // A 400 is not transient: the upload fails at once, with no automatic retry.
  await addFault(request, {
    method: 'PUT',
    path: filePath(refused.name, 'content'),
    count: 1,
    status: 400,
  });

  await pickFiles(target, [ok, refused]);
  await expect(target.row(ok.name)).toHaveAttribute('data-state', 'finished');
  await expect(target.row(refused.name)).toHaveAttribute('data-state', 'failed');
  expect(callsOf(await readJournal(request), refused.name, 'PUT', 'content')).toHaveLength(1);
  await pickFiles(target, [ok]);
  await expect(target.warnings).toContainText('The following files already exist');

  await expectNoAxeViolations(page);
});

test('a published record’s files are locked on its edit page, which offers New version instead', async ({
  page,
}) => {
  // The seeded published record with files (a search finds published records only).
  const search = await callApi(page, 'GET', '/api/records?q=Urban%20tree%20inventory');
  const recordId = (search.body as { hits: { hits: { id: string }[] } }).hits.hits[0]?.id;
  if (!recordId) throw new Error('the seeded published record is missing');
  // 'Edit' on a published record: its edit draft, whose files the server keeps locked.
  expect((await callApi(page, 'POST', `/api/records/${recordId}/draft`)).status).toBe(201);
  try {
    await page.goto(`/uploads/${recordId}`);
    // The demo lets owners unlock files for 30 days: the notice recommends a new version first.
    await expect(
      uploader(page).root.getByText(
        'To add, modify or remove files, it is recommended that you create a new version.',
        { exact: false },
      ),
    ).toBeVisible();
    // Listed as finished, with no Delete and no drop area.
    await expect(uploader(page).root.locator('tr[data-state="finished"]').first()).toBeVisible();
    await expect(uploader(page).root.getByRole('button', { name: /^Delete / })).toHaveCount(0);
    await expect(uploader(page).dropArea).toHaveCount(0);
    await expectNoAxeViolations(page);

    await uploader(page).root.getByRole('button', { name: 'New version' }).click();
    // The page is already at an /uploads/<id> address: wait for one with another id.
    await page.waitForURL(
      (url) =>
        /^\/uploads\/[a-z0-9]{5}-[a-z0-9]{5}$/.test(url.pathname) &&
        !url.pathname.includes(recordId),
    );
  } finally {
    // From the context's request client, not the page: the page may still be between two
    // documents after New version, and a call made in it was lost to that navigation.
    const cookies = await page.context().cookies();
    const token = cookies.find(({ name }) => name === 'csrftoken')?.value ?? '';
    const answer = await page.request.delete(`/api/records/${recordId}/draft`, {
      headers: { 'X-CSRFToken': token },
    });
    expect(answer.status()).toBe(204);
  }
});
