import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FaultRule } from '../../server/faults';
import type { JournalEntry } from '../../server/requestJournal';

/** A file written for a test: where it is and what the server should store. */
export interface LocalFile {
  name: string;
  path: string;
  size: number;
  md5: string;
}

/** Test files in a fresh temporary directory (never in the repository). */
export class TestFiles {
  readonly dir = mkdtempSync(join(tmpdir(), 'rdm-e2e-uploads-'));

  /** Random bytes, so no two files share a checksum by accident. */
  make(name: string, size: number): LocalFile {
    const bytes = randomBytes(size);
    const path = join(this.dir, name);
    writeFileSync(path, bytes);
    return { name, path, size, md5: createHash('md5').update(bytes).digest('hex') };
  }

  /**
   * A sparse file: the browser sees its size without anything being read, so a quota larger
   * than any real test file can be exceeded in an instant.
   */
  sparse(name: string, size: number): Omit<LocalFile, 'md5'> {
    const path = join(this.dir, name);
    writeFileSync(path, '');
    truncateSync(path, size);
    return { name, path, size };
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** A fault rule of the reference server. */
export type Fault = FaultRule;

export type { JournalEntry };

export const addFault = async (request: APIRequestContext, fault: Fault): Promise<void> => {
  expect((await request.post('/__faults', { data: fault })).status()).toBe(201);
};

export const clearFaults = async (request: APIRequestContext): Promise<void> => {
  expect((await request.delete('/__faults')).status()).toBe(204);
};

export const clearJournal = async (request: APIRequestContext): Promise<void> => {
  expect((await request.delete('/__journal')).status()).toBe(204);
};

export const readJournal = async (request: APIRequestContext): Promise<JournalEntry[]> =>
  (await request.get('/__journal')).json() as Promise<JournalEntry[]>;

/** A regular expression matching a draft file call of one file (`content`, `commit`). */
export const filePath = (name: string, action: 'content' | 'commit'): string =>
  `/draft/files/${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/${action}$`;

/** The file name of a draft file call's path, e.g. `/api/records/x/draft/files/a.bin/content`. */
export const fileNameOf = (path: string): string | undefined => {
  const match = /\/draft\/files\/([^/]+)\/(?:content|commit)$/.exec(path);
  return match?.[1] && decodeURIComponent(match[1]);
};

/** The parts of one file sent in parts, in the order the server received them. */
export const partUploads = (journal: JournalEntry[], name: string): JournalEntry[] =>
  journal
    .filter(
      (entry) =>
        entry.method === 'PUT' &&
        entry.path.includes(`/draft/files/${encodeURIComponent(name)}/content/`),
    )
    .sort((a, b) => a.startedMs - b.startedMs);

/** The part number of a part upload's path (`…/content/3`). */
export const partNumberOf = (entry: JournalEntry): number =>
  Number(/\/content\/(\d+)$/.exec(entry.path)?.[1]);

/** Content uploads of the journal, in the order the server received them. */
export const contentUploads = (journal: JournalEntry[]): JournalEntry[] =>
  journal
    .filter((entry) => entry.method === 'PUT' && entry.path.endsWith('/content'))
    .sort((a, b) => a.startedMs - b.startedMs);

/** The largest number of calls in progress at the same instant. */
export const maxOverlap = (entries: JournalEntry[]): number => {
  const events = entries.flatMap((entry) => [
    { at: entry.startedMs, delta: 1 },
    { at: entry.endedMs ?? Number.POSITIVE_INFINITY, delta: -1 },
  ]);
  // At equal times, an end comes before a start: a slot freed and taken is not an overlap.
  events.sort((a, b) => a.at - b.at || a.delta - b.delta);
  let open = 0;
  let most = 0;
  for (const { delta } of events) {
    open += delta;
    most = Math.max(most, open);
  }
  return most;
};

/** The uploader's parts a test uses, found by role and label as a person would. */
export const uploader = (page: Page, root: Locator = page.locator('.rdm-file-uploader')) => ({
  root,
  input: root.getByLabel('Files to upload'),
  dropArea: root.getByRole('group', { name: 'File drop area' }),
  uploadButton: root.getByRole('button', { name: 'Upload files' }),
  warnings: root.locator('[data-state="drop-warnings"]'),
  announcer: root.locator('[role="status"][aria-live="polite"]'),
  rows: root.locator('tbody tr'),
  row: (name: string) =>
    root.locator('tbody tr').filter({ has: page.getByRole('cell', { name, exact: true }) }),
});

export type Uploader = ReturnType<typeof uploader>;

/** Picks files through the uploader's file input (what the 'Upload files' button opens). */
export const pickFiles = async (
  target: Uploader,
  files: readonly { path: string }[],
): Promise<void> => {
  await target.input.setInputFiles(files.map((file) => file.path));
};

/** Drops files made in the page on the drop area, as a drag from the desktop would. */
export const dropFiles = async (
  page: Page,
  target: Uploader,
  files: readonly { name: string; text: string }[],
): Promise<void> => {
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const { name, text } of list) transfer.items.add(new File([text], name));
    return transfer;
  }, files);
  await target.dropArea.dispatchEvent('dragenter', { dataTransfer });
  await target.dropArea.dispatchEvent('drop', { dataTransfer });
};

/** The draft id from the journal's file calls (the page does not show it). */
export const draftIdOf = (journal: JournalEntry[]): string => {
  const id = journal
    .map((entry) => /^\/api\/records\/([^/]+)\/draft\/files/.exec(entry.path)?.[1])
    .find(Boolean);
  if (!id) throw new Error('No draft file call in the journal.');
  return id;
};

/** The checksums the server stored for a draft's files, by name (`md5:` prefix removed). */
export const storedChecksums = async (
  page: Page,
  draftId: string,
): Promise<Record<string, string>> => {
  const answer = await page.request.get(`/api/records/${draftId}/draft/files`);
  expect(answer.status()).toBe(200);
  const { entries } = (await answer.json()) as {
    entries: { key: string; checksum?: string; status?: string }[];
  };
  return Object.fromEntries(
    entries.map(({ key, checksum }) => [key, (checksum ?? '').replace(/^md5:/, '')]),
  );
};
