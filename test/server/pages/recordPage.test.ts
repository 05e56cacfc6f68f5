/** @jest-environment node */
import type { DraftRecord } from '../../../src/core/model';
import { BrowserSession } from '../support/browserSession';
import { pageDocument } from '../support/pageDocument';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let alice: BrowserSession;
/** alice's published record with every fact the record page shows. */
let tides: DraftRecord;

const FULL_METADATA = {
  resource_type: { id: 'dataset' },
  title: 'Tide gauge readings, Gothenburg harbour',
  publication_date: '2025-03-14',
  creators: [
    {
      person_or_org: { type: 'personal', family_name: 'Andersson', given_name: 'Alice' },
      affiliations: [{ name: 'University of Gothenburg' }],
    },
  ],
  // Markup outside the rich-text allow list, once plain and once spelled to slip past a
  // sanitiser that looks for a space before an event attribute.
  description:
    '<p>Hourly <strong>sea level</strong> readings. <img src="x" onerror="alert(1)"><img/onerror=alert(2) src=y></p>',
  additional_descriptions: [
    { description: '<p>Gauge moved in 2019.</p>', type: { id: 'methods' } },
  ],
  rights: [{ id: 'cc-by-4.0' }],
  subjects: [{ subject: 'Sea level' }],
};

/** A record alice publishes without files, with an external DOI. */
const published = async (metadata: Record<string, unknown>, doi: string) => {
  const http = alice.http();
  const draft = await http.post(`${server.api}/records`, {
    metadata,
    files: { enabled: false },
    pids: { doi: { identifier: doi, provider: 'external' } },
  });
  const answer = await http.post(draft.data.links.publish);
  return answer.data as DraftRecord;
};

const loggedIn = async (username: string) => {
  const session = new BrowserSession(server.url);
  await session.login(username);
  return session;
};

/** A secret link to alice's record, of the given permission. */
const linkToken = async (recordId: string, permission: string): Promise<string> => {
  const answer = await alice
    .http()
    .post(`${server.api}/records/${recordId}/access/links`, { permission });
  return answer.data.token;
};

const editButton = (page: string) =>
  Array.from(pageDocument(page).querySelectorAll('a')).find((a) => a.textContent === 'Edit');

beforeAll(async () => {
  server = await startTestServer();
  alice = await loggedIn('alice');
  tides = await published(FULL_METADATA, '10.1234/tides.1');
});
afterAll(async () => {
  await server.close();
});

describe('the record page', () => {
  it('shows the owner an Edit button to the record’s deposit page, and a stranger none', async () => {
    const page = await alice.visit(`/records/${tides.id}`);
    expect(editButton(page.data)?.getAttribute('href')).toBe(`/uploads/${tides.id}`);

    const bob = await loggedIn('bob');
    expect(editButton((await bob.visit(`/records/${tides.id}`)).data)).toBeUndefined();
  });

  it('shows the description as sanitised HTML, not as escape codes', async () => {
    const document = pageDocument((await alice.visit(`/records/${tides.id}`)).data);
    const description = document.querySelector('.description')!;
    expect(description.querySelector('strong')?.textContent).toBe('sea level');
    expect(description.querySelector('img, [onerror]')).toBeNull();
    expect(description.textContent).not.toMatch(/&lt;|&#60;|<img/);
  });

  it('shows creators with affiliations, resource type, licence, subjects, DOI and versions', async () => {
    const document = pageDocument((await alice.visit(`/records/${tides.id}`)).data);
    expect(document.querySelector('[aria-label="Creators"]')?.textContent).toMatch(
      /Andersson, Alice\s*\(University of Gothenburg\)/,
    );
    const facts = Object.fromEntries(
      Array.from(document.querySelectorAll('dt'), (term) => [
        term.textContent,
        term.nextElementSibling!,
      ]),
    );
    expect(facts['Publication date']?.textContent).toBe('2025-03-14');
    expect(facts['Resource type']?.textContent).toBe('Dataset');
    expect(facts['Licenses']?.querySelector('a')?.getAttribute('href')).toMatch(
      /creativecommons\.org/,
    );
    expect(facts['Subjects']?.textContent).toContain('Sea level');
    expect(facts['DOI']?.querySelector('a')?.getAttribute('href')).toBe(
      'https://doi.org/10.1234/tides.1',
    );
    expect(facts['Version']?.textContent).toBe('1');
    expect(document.querySelector('[aria-label="Versions"]')?.textContent).toContain(
      'Version 1 (this one)',
    );
    const headings = Array.from(document.querySelectorAll('h3'), (h) => h.textContent?.trim());
    expect(headings).toContain('Methods');
  });

  it('says a draft’s preview is one, and shows no publication', async () => {
    const draft = await alice.http().post(`${server.api}/records`, { metadata: FULL_METADATA });
    const page = await alice.visit(`/records/${draft.data.id}?preview=1`);
    const document = pageDocument(page.data);
    expect(document.querySelector('[role="status"]')?.textContent).toMatch(
      /Preview: this draft is not published yet/,
    );
    expect(page.data).not.toMatch(/Published|Publication date/);
  });
});

describe('the deposit page of a published record', () => {
  it('opens its edit draft in the deposit form for the owner', async () => {
    const page = await alice.visit(`/uploads/${tides.id}`);
    expect(page.status).toBe(200);
    const document = pageDocument(page.data);
    expect(document.querySelector('[data-rdm-widget="deposit-form"]')).not.toBeNull();
    const record = JSON.parse(document.querySelector('[data-rdm-prop="record"]')!.textContent!);
    expect(record).toMatchObject({ id: tides.id, is_published: true, is_draft: true });
  });

  it('titles the deposit page as InvenioRDM does: new upload, new version, edit', async () => {
    const heading = async (id: string) =>
      pageDocument((await alice.visit(`/uploads/${id}`)).data).querySelector('h1')?.textContent;
    const draft = await alice.http().post(`${server.api}/records`, { metadata: FULL_METADATA });
    const version = await alice.http().post(`${server.api}/records/${tides.id}/versions`);
    expect(await heading(draft.data.id)).toBe('New upload');
    expect(await heading(version.data.id)).toBe('New version');
    expect(await heading(tides.id as string)).toBe('Edit upload');
  });

  it('publishes the edited title onto the record', async () => {
    const record = await published(
      { ...FULL_METADATA, title: 'Tides, first title' },
      '10.1234/tides.2',
    );
    await alice.visit(`/uploads/${record.id}`);
    const http = alice.http();
    const draft = await http.get(`${server.api}/records/${record.id}/draft`);
    await http.put(`${server.api}/records/${record.id}/draft`, {
      ...draft.data,
      metadata: { ...draft.data.metadata, title: 'Tides, second title' },
    });
    await http.post(`${server.api}/records/${record.id}/draft/actions/publish`);
    const page = await alice.visit(`/records/${record.id}`);
    expect(pageDocument(page.data).querySelector('h1')?.textContent).toBe('Tides, second title');
  });

  it('refuses a user who may not edit it, saying so', async () => {
    const bob = await loggedIn('bob');
    const page = await bob.visit(`/uploads/${tides.id}`);
    expect(page.status).toBe(403);
    expect(page.data).toContain('You do not have permission to edit this record.');
    expect(page.data).not.toContain('data-rdm-widget="deposit-form"');
  });
});

describe('secret links as their holders meet them', () => {
  it('sends a preview link’s holder from the deposit page to the read-only preview', async () => {
    const draft = await alice.http().post(`${server.api}/records`, { metadata: FULL_METADATA });
    const token = await linkToken(draft.data.id, 'preview');
    const guest = new BrowserSession(server.url);
    const page = await guest
      .http({ accept: 'text/html' })
      .get(`/uploads/${draft.data.id}?token=${token}`, {
        maxRedirects: 0,
        validateStatus: () => true,
      });
    expect(page.status).toBe(303);
    expect(page.headers.location).toBe(`/records/${draft.data.id}?preview=1`);
    const preview = await guest.visit(page.headers.location);
    expect(preview.status).toBe(200);
    expect(preview.data).not.toContain('data-rdm-widget="deposit-form"');
    expect(editButton(preview.data)).toBeUndefined();
  });

  it('gives an edit link’s holder the Edit button on the record page, and the editor', async () => {
    const token = await linkToken(tides.id!, 'edit');
    const bob = await loggedIn('bob');
    const page = await bob.visit(`/records/${tides.id}?token=${token}`);
    expect(editButton(page.data)?.getAttribute('href')).toBe(`/uploads/${tides.id}`);
    const editor = await bob.visit(`/uploads/${tides.id}`);
    expect(editor.status).toBe(200);
    expect(editor.data).toContain('data-rdm-widget="deposit-form"');
  });

  it('gives an anonymous edit link holder the same: the Edit button, then the editor', async () => {
    const record = await published({ ...FULL_METADATA, title: 'Edited by a guest' }, '10.1234/g.1');
    const token = await linkToken(record.id!, 'edit');
    const guest = new BrowserSession(server.url);
    const page = await guest.visit(`/records/${record.id}?token=${token}`);
    expect(editButton(page.data)?.getAttribute('href')).toBe(`/uploads/${record.id}`);
    const editor = await guest.visit(`/uploads/${record.id}`);
    expect(editor.status).toBe(200);
    expect(editor.data).toContain('data-rdm-widget="deposit-form"');
    expect(pageDocument(editor.data).querySelector('h1')?.textContent).toBe('Edit upload');
  });
});
