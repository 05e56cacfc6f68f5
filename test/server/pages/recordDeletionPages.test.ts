/** @jest-environment node */
import { within } from '@testing-library/dom';
import { isoWithOffset } from '../../../server/ids';
import { setRecordCreated } from '../../../server/records/store';
import type { DraftRecord } from '../../../src/core/model';
import { browserFor, payload, readyDraft, type Browser } from '../records/helpers';
import { pageDocument } from '../support/pageDocument';
import { startTestServer, type TestServer } from '../support/testServer';

const WHY = 'The data were uploaded twice by mistake; keep the other record.';
const SEEDED_OLD = 'Sea surface temperature at Kristineberg, 1877-2023';
const REASONS = [
  { text: 'Duplicate', value: 'duplicate' },
  { text: 'Retracted', value: 'retracted' },
  { text: 'Test record', value: 'test-record' },
  { text: 'Copyright infringement', value: 'copyright' },
  { text: 'Personal data', value: 'personal-data' },
];

type Config = Record<string, unknown> & {
  recordDeletion?: Record<string, unknown>;
  vocabularies: Record<string, unknown>;
};

let server: TestServer;
let alice: Browser;

beforeAll(async () => {
  server = await startTestServer({ recordDeletion: true });
  alice = await browserFor(server, 'alice');
});
afterAll(() => server.close());

/** The deposit form's config on the demo's deposit page. */
const hostConfig = async (browser: Browser, path: string): Promise<Config> => {
  const page = await browser.session.visit(path);
  const prop = pageDocument(page.data).querySelector('[data-rdm-prop="config"]');
  return JSON.parse(prop?.textContent ?? 'null');
};

/** An InvenioRDM-shaped page's hidden inputs by name, parsed. */
const inputsOf = (page: string): Map<string, unknown> =>
  new Map(
    Array.from(pageDocument(page).querySelectorAll<HTMLInputElement>('input[type="hidden"]'))
      .filter((input) => input.name)
      .map((input) => [input.name, JSON.parse(input.value)]),
  );

/** A published record, with the link the server adds when it takes deletions. */
type Published = DraftRecord & { id: string; links: { request_deletion?: string } };

const seededOld = async (): Promise<Published> => {
  const answer = await alice.raw.get(`${server.api}/user/records?size=100`);
  return answer.data.hits.hits.find(
    (hit: DraftRecord) => hit.metadata.title === SEEDED_OLD && hit.is_published,
  );
};

const published = async (title: string) =>
  (await alice.drafts.publish(
    await readyDraft(alice, { metadata: { ...payload().metadata, title } }),
  )) as Published;

describe("a published record's deposit page", () => {
  it('tells its owner within the period that they may delete it at once, with a checklist', async () => {
    const record = await published('Ice cover of Lake Vänern, 1850-2024');
    const config = await hostConfig(alice, `/uploads/${record.id}`);
    expect(config.recordDeletion).toEqual({
      enabled: true,
      valid_user: true,
      allowed: true,
      recordDeletion: {
        immediate_deletion: {
          enabled: true,
          valid_user: true,
          allowed: true,
          policy: {
            id: 'grace-period-v1',
            description: 'You can delete your own records within 30 days of publishing them.',
          },
        },
        request_deletion: {
          enabled: true,
          valid_user: true,
          allowed: true,
          policy: { id: 'request-deletion-v1', description: expect.stringContaining('30 days') },
        },
      },
      checklist: [
        { label: expect.any(String), message: expect.any(String) },
        {
          label: 'I want to replace or add files.',
          message: expect.stringContaining('<a href="https://inveniordm.docs.cern.ch/">'),
        },
      ],
      context: { files: 1, internalDoi: true },
      existing_request: null,
    });
    expect(config.vocabularies.deletion_request_removal_reasons).toEqual(REASONS);
  });

  it('tells its owner after the period to ask, and links the open request', async () => {
    const record = await seededOld();
    const before = await hostConfig(alice, `/uploads/${record.id}`);
    expect(before.recordDeletion).toMatchObject({
      allowed: true,
      recordDeletion: {
        immediate_deletion: { enabled: true, valid_user: true, allowed: false, policy: null },
        request_deletion: { allowed: true, policy: { id: 'request-deletion-v1' } },
      },
      existing_request: null,
    });
    const asked = await alice.raw.post(record.links.request_deletion as string, {
      reason: 'duplicate',
      comment: WHY,
    });
    const after = await hostConfig(alice, `/uploads/${record.id}`);
    expect(after.recordDeletion).toHaveProperty(
      'existing_request',
      `${server.url}/me/requests/${asked.data.id}`,
    );
  });

  it('says nothing of deletion for a draft never published', async () => {
    const draft = await alice.drafts.create(payload());
    for (const path of ['/uploads/new', `/uploads/${draft.id}`]) {
      const config = await hostConfig(alice, path);
      expect(config).not.toHaveProperty('recordDeletion');
      expect(config.vocabularies).not.toHaveProperty('deletion_request_removal_reasons');
    }
  });

  it('comes in the page language', async () => {
    const record = await published('Ice cover of Lake Vättern, 1850-2024');
    const config = await hostConfig(alice, `/uploads/${record.id}?ln=de`);
    expect(config.recordDeletion).toMatchObject({
      recordDeletion: {
        immediate_deletion: {
          policy: {
            description:
              'Sie können Ihre eigenen Datensätze innerhalb von 30 Tagen nach der Veröffentlichung löschen.',
          },
        },
      },
      checklist: [
        { label: 'Ich möchte den Titel, die Urheber oder die Beschreibung korrigieren.' },
        {},
      ],
    });
    expect(config.vocabularies.deletion_request_removal_reasons).toContainEqual({
      text: 'Duplikat',
      value: 'duplicate',
    });
  });
});

describe("InvenioRDM's deposit and record pages", () => {
  it('v14 prints deposits-record-deletion and the removal reasons; v13 neither', async () => {
    const record = await published('Ice cover of Lake Siljan, 1850-2024');
    const v14 = inputsOf((await alice.session.visit(`/invenio/v14/uploads/${record.id}`)).data);
    expect(v14.get('deposits-record-deletion')).toMatchObject({
      enabled: true,
      valid_user: true,
      allowed: true,
      recordDeletion: { immediate_deletion: { policy: { id: 'grace-period-v1' } } },
      context: { files: 1, internalDoi: true },
      existing_request: null,
    });
    const formsConfig = v14.get('deposits-config') as Config;
    expect(formsConfig.vocabularies.deletion_request_removal_reasons).toEqual(REASONS);
    const v13 = inputsOf((await alice.session.visit(`/invenio/v13/uploads/${record.id}`)).data);
    expect(v13.has('deposits-record-deletion')).toBe(false);
    expect((v13.get('deposits-config') as Config).vocabularies).not.toHaveProperty(
      'deletion_request_removal_reasons',
    );
  });

  it("v14's manage menu carries the verdict, and the reasons for whoever may delete", async () => {
    const record = await published('Ice cover of Lake Storsjön, 1850-2024');
    const page = await alice.session.visit(`/invenio/v14/records/${record.id}`);
    const menu = pageDocument(page.data).querySelector<HTMLElement>('#recordManagement')!;
    expect(JSON.parse(menu.dataset.recordDeletion!)).toMatchObject({ allowed: true });
    expect(JSON.parse(menu.dataset.recordDeletionOptions!)).toEqual(REASONS);
  });
});

describe('the page of a deleted record', () => {
  it('is its tombstone: 410, why, by whom, when, how to cite it, its DOI, and no files', async () => {
    const record = await published('Ice cover of Lake Runn, 1850-2024');
    await alice.raw.post(record.links.request_deletion as string, { reason: 'test-record' });
    const guest = await browserFor(server, null);
    const page = await guest.session.visit(`/records/${record.id}`);
    expect(page.status).toBe(410);
    const body = pageDocument(page.data).body;
    expect(within(body).getByRole('heading', { level: 1 })).toHaveTextContent('Record deleted');
    const facts = Object.fromEntries(
      Array.from(body.querySelectorAll('dt'), (term) => [
        term.textContent?.trim(),
        term.nextElementSibling?.textContent?.replace(/\s+/g, ' ').trim(),
      ]),
    );
    const doi = record.pids.doi?.identifier as string;
    expect(facts).toEqual({
      Reason: 'Test record',
      'Removed by': 'Its owner',
      'Deletion policy': 'Owners may delete their records within 30 days of publishing them.',
      'Removed on': expect.stringMatching(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/),
      Citation: expect.stringContaining('Ice cover of Lake Runn, 1850-2024'),
      DOI: doi,
    });
    expect(within(body).getByRole('link', { name: doi })).toHaveAttribute(
      'href',
      `https://doi.org/${doi}`,
    );
    expect(within(body).queryByRole('table', { name: 'Files' })).toBeNull();
    expect(page.data).not.toContain('data.csv');

    const invenio = await guest.session.visit(`/invenio/v14/records/${record.id}`);
    expect(invenio.status).toBe(410);
    expect(invenio.data).toContain('Record deleted');
    expect(invenio.data).not.toContain('data.csv');
  });

  it('names an administrator who accepted the request, without a policy', async () => {
    const record = await published('Ice cover of Lake Ströms Vattudal, 1850-2024');
    const longAgo = isoWithOffset(new Date(Date.now() - 45 * 24 * 60 * 60 * 1000));
    setRecordCreated(server.ctx.db, record.id, longAgo);
    const asked = await alice.raw.post(record.links.request_deletion as string, {
      reason: 'duplicate',
      comment: WHY,
    });
    const admin = await browserFor(server, 'admin');
    await admin.raw.post(`${server.api}/requests/${asked.data.id}/actions/accept`, {});
    const page = await alice.session.visit(`/records/${record.id}`);
    expect(page.status).toBe(410);
    const body = pageDocument(page.data).body;
    expect(body.textContent).toContain('An administrator');
    expect(body.textContent).not.toContain('Deletion policy');
    // Its deposit page says it is gone.
    expect((await alice.session.visit(`/uploads/${record.id}`)).status).toBe(410);
  });
});

describe("the administrators' request pages", () => {
  it('list a deletion request and show its reason and comment, with Accept and Decline', async () => {
    const record = await published('Ice cover of Lake Torneträsk, 1850-2024');
    const longAgo = isoWithOffset(new Date(Date.now() - 45 * 24 * 60 * 60 * 1000));
    setRecordCreated(server.ctx.db, record.id, longAgo);
    const asked = await alice.raw.post(record.links.request_deletion as string, {
      reason: 'personal-data',
      comment: WHY,
    });
    const admin = await browserFor(server, 'admin');

    const list = pageDocument((await admin.session.visit('/me/requests')).data).body;
    const link = within(list).getByRole('link', {
      name: 'Deletion request for "Ice cover of Lake Torneträsk, 1850-2024"',
    });
    expect(link.closest('.item')).toHaveTextContent('Record deletion');
    expect(link.closest('.item')).toHaveTextContent('to the administrators');

    const page = pageDocument((await admin.session.visit(`/me/requests/${asked.data.id}`)).data);
    expect(page.body).toHaveTextContent('Type: Record deletion');
    expect(page.body).toHaveTextContent('Reason: Personal data');
    expect(page.body).toHaveTextContent(WHY);
    expect(within(page.body).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(within(page.body).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
  });
});

describe('the checklist of an instance', () => {
  let other: TestServer;
  beforeAll(async () => {
    other = await startTestServer({
      recordDeletion: true,
      recordDeletionChecklist: [
        {
          label: 'Is it about the license?',
          message:
            'Change the <a href="https://example.org/licenses" onclick="steal()">license</a> instead.<script>steal()</script>',
        },
      ],
    });
  });
  afterAll(() => other.close());

  it('is sent sanitised: its links stay, scripts and handlers go', async () => {
    const owner = await browserFor(other, 'alice');
    const record = await owner.drafts.publish(await readyDraft(owner));
    const config = await hostConfig(owner, `/uploads/${record.id}`);
    const [item] = config.recordDeletion?.checklist as { label: string; message: string }[];
    expect(item?.label).toBe('Is it about the license?');
    expect(item?.message).toContain('<a href="https://example.org/licenses"');
    expect(item?.message).not.toMatch(/onclick|script|steal/);
  });
});

describe('in v12 mode', () => {
  let v12: TestServer;
  beforeAll(async () => {
    v12 = await startTestServer({ recordDeletion: true, apiVersion: 'v12' });
  });
  afterAll(() => v12.close());

  it("the deposit page's config says nothing of deletion", async () => {
    const owner = await browserFor(v12, 'alice');
    const record = await owner.drafts.publish(await readyDraft(owner));
    const config = await hostConfig(owner, `/uploads/${record.id}`);
    expect(config).not.toHaveProperty('recordDeletion');
    expect(config.vocabularies).not.toHaveProperty('deletion_request_removal_reasons');
  });
});
