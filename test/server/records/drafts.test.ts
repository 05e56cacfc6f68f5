/** @jest-environment node */
import { MISSING_FILES } from '../../../server/records/validation';
import { startTestServer, type TestServer } from '../support/testServer';
import {
  browserFor,
  completeMetadata,
  failure,
  payload,
  readyDraft,
  type Browser,
} from './helpers';

let server: TestServer;
let alice: Browser;
let bob: Browser;

beforeAll(async () => {
  server = await startTestServer();
  alice = await browserFor(server, 'alice');
  bob = await browserFor(server, 'bob');
});
afterAll(() => server.close());

describe('create, read, save', () => {
  it('creates a draft with defaults, links and the expanded owner', async () => {
    const draft = await alice.drafts.create(payload({ metadata: {} }));
    const id = draft.id as string;
    expect(draft).toMatchObject({
      status: 'draft',
      is_draft: true,
      is_published: false,
      access: { record: 'public', files: 'public' },
      files: { enabled: true },
      versions: { index: 1 },
    });
    const api = `${server.api}/records/${id}`;
    expect(draft.links).toEqual({
      self: `${api}/draft`,
      self_html: `${server.url}/uploads/${id}`,
      preview_html: `${server.url}/records/${id}?preview=1`,
      latest: `${api}/versions/latest`,
      latest_html: `${server.url}/records/${id}/latest`,
      record: api,
      record_html: `${server.url}/records/${id}`,
      publish: `${api}/draft/actions/publish`,
      review: `${api}/draft/review`,
      reserve_doi: `${api}/draft/pids/doi`,
      files: `${api}/draft/files`,
      versions: `${api}/versions`,
      access_links: `${api}/access/links`,
      access_grants: `${api}/access/grants`,
      access_users: `${api}/access/users`,
      access_groups: `${api}/access/groups`,
      access_request: `${api}/access/request`,
      access: `${api}/access`,
      communities: `${api}/communities`,
      requests: `${api}/requests`,
    });
    expect(
      (draft as { expanded?: { parent: { access: { owned_by: { username: string } } } } }).expanded
        ?.parent.access.owned_by.username,
    ).toBe('alice');
    expect((await alice.drafts.read(draft)).id).toBe(id);
  });

  it('refuses to create a draft for an anonymous visitor (403)', async () => {
    const anonymous = await browserFor(server);
    expect(await failure(anonymous.drafts.create(payload()))).toMatchObject({ status: 403 });
  });

  it('saves a draft with validation errors: 200, errors listed, valid part stored', async () => {
    const draft = await alice.drafts.create(payload({ metadata: {} }));
    const saved = await alice.drafts.save({
      ...draft,
      metadata: {
        title: 'ab',
        publication_date: '2020-13-01',
        description: 'A description that is fine.',
        creators: [{ person_or_org: { type: 'personal', given_name: 'Troy' } }],
      },
    });
    expect(saved.errors).toEqual(
      expect.arrayContaining([
        {
          field: 'metadata.title',
          messages: expect.arrayContaining(['Shorter than minimum length 3.']),
        },
        {
          field: 'metadata.publication_date',
          messages: expect.arrayContaining(['Please provide a valid date or interval.']),
        },
        {
          field: 'metadata.creators.0.person_or_org.family_name',
          messages: ['Family name cannot be blank.'],
        },
        { field: 'metadata.resource_type', messages: ['Missing data for required field.'] },
        { field: 'files.enabled', messages: [MISSING_FILES] },
      ]),
    );
    const read = await alice.drafts.read(draft);
    expect(read.metadata).toEqual({
      description: 'A description that is fine.',
      creators: [{ person_or_org: { type: 'personal', given_name: 'Troy' } }],
    });
  });

  it('computes personal names and adds vocabulary titles', async () => {
    const draft = await alice.drafts.create(
      payload({ metadata: { ...completeMetadata(), languages: [{ id: 'eng' }] } }),
    );
    expect(draft.metadata.creators?.[0]?.person_or_org.name).toBe('Andersson, Alice');
    // Dereferenced with its title in every language the repository has it in.
    expect(draft.metadata.resource_type).toEqual({
      id: 'dataset',
      title: { en: 'Dataset', de: 'Datensatz', fr: 'Jeu de données', es: 'Conjunto de datos' },
    });
    expect(draft.metadata.languages?.[0]).toMatchObject({ id: 'eng', title: { en: 'English' } });
  });

  it('refuses an unknown vocabulary id with 400 "Invalid value" and saves nothing', async () => {
    const draft = await alice.drafts.create(payload());
    const error = await failure(
      alice.drafts.save({
        ...draft,
        metadata: { ...completeMetadata('Changed title'), resource_type: { id: 'no-such-type' } },
      }),
    );
    expect(error).toMatchObject({ status: 400, message: 'Invalid value no-such-type.' });
    expect((await alice.drafts.read(draft)).metadata.title).toBe(completeMetadata().title);
    const rights = await alice.raw.post(`${server.api}/records`, {
      metadata: { rights: [{ id: 'made-up-licence' }] },
    });
    expect(rights.status).toBe(400);
    expect(rights.data).toEqual({ status: 400, message: 'Invalid value made-up-licence.' });
  });

  it('answers 404 for an unknown id and 403 for a stranger', async () => {
    const unknown = { links: { self: `${server.api}/records/zzzzz-zzzzz/draft` } };
    expect(await failure(alice.drafts.read(unknown))).toMatchObject({
      status: 404,
      message: 'The persistent identifier does not exist.',
    });
    const draft = await alice.drafts.create(payload());
    expect(await failure(bob.drafts.read(draft))).toMatchObject({ status: 403 });
    expect(await failure(bob.drafts.save(draft))).toMatchObject({ status: 403 });
    expect(await failure(bob.drafts.publish(draft))).toMatchObject({ status: 403 });
    expect(await failure(bob.drafts.delete(draft))).toMatchObject({ status: 403 });
    const record = await alice.raw.get(`${server.api}/records/${draft.id}`);
    expect(record.data).toEqual({
      status: 404,
      message: 'The persistent identifier is not registered.',
    });
  });

  it('honours If-Match: a stale revision is refused with 412', async () => {
    const draft = await alice.drafts.create(payload());
    const url = draft.links.self as string;
    const stale = await alice.raw.put(url, payload(), { headers: { 'If-Match': '"999"' } });
    expect(stale.status).toBe(412);
    const fresh = await alice.raw.put(url, payload(), {
      headers: { 'If-Match': `"${draft.revision_id}"` },
    });
    expect(fresh.status).toBe(200);
    expect(fresh.headers.etag).toBe(`"${(draft.revision_id ?? 0) + 1}"`);
  });

  it('names the revision in an ETag on every answer with a draft, as InvenioRDM does', async () => {
    const created = await alice.raw.post(`${server.api}/records`, payload());
    expect(created.headers.etag).toBe(`"${created.data.revision_id}"`);
    const self = created.data.links.self as string;
    const read = await alice.raw.get(self);
    expect(read.headers.etag).toBe(`"${read.data.revision_id}"`);
    const reserved = await alice.raw.post(created.data.links.reserve_doi as string, {});
    expect(reserved.headers.etag).toBe(`"${reserved.data.revision_id}"`);
    const discarded = await alice.raw.delete(created.data.links.reserve_doi as string);
    expect(discarded.headers.etag).toBe(`"${discarded.data.revision_id}"`);
  });

  it('refuses a stale If-Match on delete with 412 and keeps the draft', async () => {
    const draft = await alice.drafts.create(payload());
    const url = draft.links.self as string;
    const stale = await alice.raw.delete(url, { headers: { 'If-Match': '"999"' } });
    expect(stale.status).toBe(412);
    expect((await alice.drafts.read(draft)).id).toBe(draft.id);
  });

  it('deletes a draft (then 404)', async () => {
    const draft = await alice.drafts.create(payload());
    await alice.drafts.delete(draft);
    expect(await failure(alice.drafts.read(draft))).toMatchObject({ status: 404 });
  });
});

describe('publish', () => {
  it('refuses an incomplete draft with 400 and field errors, publishing nothing', async () => {
    const draft = await alice.drafts.create(payload({ metadata: { title: 'Only a title' } }));
    const error = await failure(alice.drafts.publish(draft));
    expect(error).toMatchObject({ status: 400, message: 'A validation error occurred.' });
    expect(error.fieldErrors.map((entry) => entry.field)).toEqual(
      expect.arrayContaining([
        'metadata.resource_type',
        'metadata.creators',
        'metadata.publication_date',
        'files.enabled',
      ]),
    );
    expect((await alice.raw.get(`${server.api}/records/${draft.id}`)).status).toBe(404);
  });

  it('publishes: 202 record with a DOI, files, record links; the draft is gone', async () => {
    const draft = await readyDraft(alice);
    const record = await alice.drafts.publish(draft);
    const id = draft.id as string;
    expect(record).toMatchObject({
      id,
      status: 'published',
      is_published: true,
      is_draft: false,
      versions: { index: 1, is_latest: true },
      files: { count: 1, entries: { 'data.csv': { key: 'data.csv', size: 8 } } },
    });
    expect(record.pids.doi?.identifier).toMatch(/^10\.1234\/rdm-demo\.\d+$/);
    expect(record.links).toMatchObject({
      self: `${server.api}/records/${id}`,
      self_html: `${server.url}/records/${id}`,
      latest: `${server.api}/records/${id}/versions/latest`,
      latest_html: `${server.url}/records/${id}/latest`,
      parent: `${server.api}/records/${record.parent?.id}`,
      parent_html: `${server.url}/records/${record.parent?.id}`,
    });
    expect(await failure(alice.drafts.read(draft))).toMatchObject({ status: 404 });
    expect((await bob.raw.get(`${server.api}/records/${id}`)).status).toBe(200);
    const search = await bob.raw.get(`${server.api}/records`, { params: { q: 'Tide gauge' } });
    expect(search.data.hits.hits.map((hit: { id: string }) => hit.id)).toContain(id);
  });

  it('publishes a metadata-only record without files', async () => {
    const draft = await alice.drafts.create(payload({ files: { enabled: false } }));
    expect(draft.errors).toBeUndefined();
    expect((await alice.drafts.publish(draft)).access.status).toBe('metadata-only');
  });
});

describe('PIDs', () => {
  it('reserves and discards a DOI', async () => {
    const draft = await alice.drafts.create(payload());
    const reserved = await alice.drafts.reservePid(draft, 'doi');
    expect(reserved.pids.doi).toMatchObject({ provider: 'datacite' });
    expect(reserved.pids.doi?.identifier).toMatch(/^10\.1234\/rdm-demo\.\d+$/);
    const again = await failure(alice.drafts.reservePid(draft, 'doi'));
    expect(again).toMatchObject({ status: 400 });
    expect(again.fieldErrors).toEqual([
      { field: 'pids.doi', messages: ['A PID already exists for type doi'] },
    ]);
    const discarded = await alice.drafts.discardPid(draft, 'doi');
    expect(discarded?.pids).toEqual({});
    expect(await failure(alice.drafts.discardPid(draft, 'doi'))).toMatchObject({ status: 404 });
  });

  it('keeps an external DOI; an empty or bad one is an error on pids.doi', async () => {
    const draft = await readyDraft(alice);
    const external = { identifier: '10.5281/zenodo.42', provider: 'external' };
    expect((await alice.drafts.save({ ...draft, pids: { doi: external } })).pids.doi).toEqual(
      external,
    );
    const empty = await alice.drafts.save({
      ...draft,
      pids: { doi: { identifier: '', provider: 'external' } },
    });
    expect(empty.errors).toContainEqual({
      field: 'pids.doi',
      messages: ['Missing DOI for required field.'],
    });
    const bad = await alice.drafts.save({
      ...draft,
      pids: { doi: { identifier: 'nope', provider: 'external' } },
    });
    expect(bad.errors).toContainEqual({ field: 'pids.doi', messages: ['Invalid DOI'] });
    await alice.drafts.save({ ...draft, pids: { doi: external } });
    expect((await alice.drafts.publish(draft)).pids.doi).toEqual(external);
  });
});

describe('edit published, new version, versions', () => {
  it('edits a published record: status stays published, publishing again updates it', async () => {
    const record = await alice.drafts.publish(await readyDraft(alice));
    const edit = (await alice.raw.post(`${server.api}/records/${record.id}/draft`, {})).data;
    expect(edit).toMatchObject({
      id: record.id,
      status: 'published',
      is_published: true,
      is_draft: true,
    });
    expect(Object.keys(edit.files.entries)).toEqual(['data.csv']);
    const saved = await alice.drafts.save({
      ...edit,
      metadata: { ...edit.metadata, title: 'Edited title' },
    });
    expect(await failure(bob.drafts.publish(saved))).toMatchObject({ status: 403 });
    expect((await bob.raw.post(`${server.api}/records/${record.id}/draft`, {})).status).toBe(403);
    const republished = await alice.drafts.publish(saved);
    expect(republished.metadata.title).toBe('Edited title');
    expect(republished.pids.doi).toEqual(record.pids.doi);
  });

  it('creates a new version: metadata copied minus date/version/DOI, no files', async () => {
    const first = await alice.drafts.publish(
      await readyDraft(alice, { metadata: { ...completeMetadata(), version: 'v1' } }),
    );
    const created = await alice.raw.post(first.links.versions as string, {});
    expect(created.status).toBe(201);
    const draft = created.data;
    expect(draft).toMatchObject({ status: 'new_version_draft', versions: { index: 2 } });
    expect(draft.parent.id).toBe(first.parent?.id);
    expect(draft.id).not.toBe(first.id);
    expect(draft.metadata.title).toBe(first.metadata.title);
    expect(draft.metadata.publication_date).toBeUndefined();
    expect(draft.metadata.version).toBeUndefined();
    expect(draft.pids).toEqual({});
    expect(draft.files.entries).toEqual({});
    const again = await alice.raw.post(first.links.versions as string, {});
    expect(again.data.id).toBe(draft.id);
    expect((await bob.raw.post(first.links.versions as string, {})).status).toBe(403);

    await alice.drafts.importFiles(draft);
    const saved = await alice.drafts.save({
      ...draft,
      metadata: { ...draft.metadata, publication_date: '2025' },
    });
    const second = await alice.drafts.publish(saved);
    expect(second.versions).toMatchObject({ index: 2, is_latest: true });
    expect(second.pids.doi?.identifier).not.toBe(first.pids.doi?.identifier);

    const versions = await bob.raw.get(first.links.versions as string);
    expect(versions.data.hits.total).toBe(2);
    expect(versions.data.hits.hits.map((hit: { id: string }) => hit.id)).toEqual([
      second.id,
      first.id,
    ]);
    const latest = await bob.raw.get(`${server.api}/records/${first.id}/versions/latest`, {
      maxRedirects: 0,
    });
    expect(latest.status).toBe(302);
    expect(latest.headers.location).toBe(`${server.api}/records/${second.id}`);
  });

  it('lists the caller’s drafts and records at /api/user/records; 403 anonymous', async () => {
    const mine = await alice.raw.get(`${server.api}/user/records`, { params: { size: 100 } });
    const statuses = mine.data.hits.hits.map((hit: { status: string }) => hit.status);
    expect(statuses).toEqual(
      expect.arrayContaining(['draft', 'published', 'in_review', 'declined']),
    );
    const bobs = await bob.raw.get(`${server.api}/user/records`);
    expect(bobs.data.hits.total).toBe(0);
    expect((await (await browserFor(server)).raw.get(`${server.api}/user/records`)).status).toBe(
      403,
    );
  });
});
