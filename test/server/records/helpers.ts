import axios from 'axios';
import { AccessApiClient, DraftsApiClient, FilesApiClient } from '../../../src/core/api';
import type { DraftPayload, HttpClient } from '../../../src/core/api';
import type { DraftRecord, ServerFileEntry } from '../../../src/core/model';
import { apiFailure } from '../support/apiFailure';
import { BrowserSession } from '../support/browserSession';
import type { TestServer } from '../support/testServer';

/** A user's browser: its session, the library's clients on it, and a raw axios for the rest. */
export interface Browser {
  session: BrowserSession;
  drafts: DraftsApiClient;
  files: FilesApiClient;
  access: AccessApiClient;
  /** Library-built axios (cookies + CSRF) that never throws on a status. */
  raw: HttpClient;
}

/** A logged-in browser, or an anonymous one (no username) that has visited the home page. */
export const browserFor = async (
  server: TestServer,
  username?: string | null,
): Promise<Browser> => {
  const session = new BrowserSession(server.url);
  if (username) await session.login(username);
  else await session.visit('/');
  const raw = session.http({ accept: 'application/json' });
  raw.defaults.validateStatus = () => true;
  return {
    session,
    drafts: new DraftsApiClient(session.http(), { createUrl: `${server.api}/records` }),
    files: new FilesApiClient(session.http()),
    access: new AccessApiClient(session.http(), { apiBase: server.api }),
    raw,
  };
};

/** Metadata that passes every publish rule. */
export const completeMetadata = (title = 'Tide gauge records of Stockholm, 1889-2020') => ({
  resource_type: { id: 'dataset' },
  title,
  publication_date: '2024-05-01',
  creators: [
    {
      person_or_org: { type: 'personal' as const, family_name: 'Andersson', given_name: 'Alice' },
      affiliations: [{ name: 'Stockholm University' }],
    },
  ],
});

export const payload = (overrides: Partial<DraftPayload> = {}): DraftPayload => ({
  access: { record: 'public', files: 'public' },
  files: { enabled: true },
  metadata: completeMetadata(),
  custom_fields: {},
  pids: {},
  ...overrides,
});

/** Init, upload, commit: the deposit form's upload flow through the library's files client. */
export const uploadFile = async (
  browser: Browser,
  draft: DraftRecord,
  key: string,
  content: string | Buffer,
): Promise<ServerFileEntry> => {
  const list = await browser.files.initFiles(draft.links.files as string, [key]);
  const entry = list.entries.find((item) => item.key === key) as ServerFileEntry;
  const bytes = typeof content === 'string' ? content : new Uint8Array(content);
  await browser.files.uploadContent(entry.links.content as string, new Blob([bytes]));
  return browser.files.commit(entry.links.commit as string);
};

/** A complete draft with one committed file, ready to publish. */
export const readyDraft = async (browser: Browser, overrides: Partial<DraftPayload> = {}) => {
  const draft = await browser.drafts.create(payload(overrides));
  await uploadFile(browser, draft, 'data.csv', 'a,b\n1,2\n');
  return draft;
};

/** The status, message and field errors of a failing client call. */
export const failure = async (promise: Promise<unknown>) => {
  const { status, message, fieldErrors } = await apiFailure(promise);
  return { status, message, fieldErrors };
};

export const communityId = async (server: TestServer, slug: string): Promise<string> =>
  (await axios.get(`${server.api}/communities/${slug}`).catch(() => null))?.data?.id ??
  (server.ctx.db.prepare('SELECT id FROM communities WHERE slug = ?').get(slug) as { id: string })
    .id;
