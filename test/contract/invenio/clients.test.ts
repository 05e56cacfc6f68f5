import {
  AccessApiClient,
  AccessRequestsApiClient,
  FilesApiClient,
  VocabulariesApiClient,
} from '../../../src/core/api';
import { readLocalised } from '../../../src/core/serializer/localisedText';
import { stubbedHttp } from '../../core/api/apiTestSetup';
import { draftLinks } from '../../factories/draft';
import { fixture, ORIGIN } from './fixtures';

type Hits<T> = { hits: { hits: T[]; total: number } };

const vocabularies = () => {
  const { stub, http } = stubbedHttp();
  return { stub, api: new VocabulariesApiClient(http, { apiBase: `${ORIGIN}/api` }) };
};

describe('the clients read InvenioRDM answers as documented', () => {
  it('award suggestions: each with a title, its number or acronym, and its funder', async () => {
    const answer = fixture<Hits<{ id: string }>>('awards/search-awards.response.json');
    const { stub, api } = vocabularies();
    stub.reply({ data: answer });
    const found = await api.awards('physics');
    expect(found.total).toBe(answer.hits.total);
    expect(found.hits.map((hit) => hit.id)).toEqual(answer.hits.hits.map((hit) => hit.id));
    for (const award of found.hits) {
      expect(readLocalised(award.title, 'en') || award.title_l10n).toBeTruthy();
      expect(award.number ?? award.acronym).toBeTruthy();
      expect(award.funder?.id).toBeTruthy();
    }
  });

  it('funder and name suggestions carry what the form shows', async () => {
    const { stub, api } = vocabularies();
    stub.reply({ data: fixture('funders/search-funders.response.json') });
    const funders = await api.funders('national');
    expect(funders.hits.length).toBeGreaterThan(0);
    for (const funder of funders.hits) expect(funder.name).toBeTruthy();

    stub.reply({ data: fixture('names/search-names.response.json') });
    const names = await api.names('smith');
    expect(names.hits[0]).toMatchObject({ name: 'Smith, John', family_name: 'Smith' });
    expect(names.hits[0]?.identifiers).toEqual([
      { scheme: 'orcid', identifier: '0000-0002-1825-0097' },
    ]);
  });

  it("a draft's files list, the start of an upload and its commit", async () => {
    const { stub, http } = stubbedHttp();
    const files = new FilesApiClient(http);
    const started = fixture<{ entries: { key: string }[] }>(
      'drafts_records/start-draft-file-upload-s.response.json',
    );
    stub.reply({ data: fixture('drafts_records/list-a-draft-s-files.response.json') });
    expect((await files.list(`${ORIGIN}/api/records/abcde-12345/draft/files`)).entries).toEqual([]);

    stub.reply({ data: started });
    const keys = started.entries.map((entry) => entry.key);
    const list = await files.initFiles(`${ORIGIN}/api/records/abcde-12345/draft/files`, keys);
    expect(list.entries.map((entry) => entry.key)).toEqual(keys);

    stub.reply({ data: fixture('drafts_records/complete-a-draft-file-upload.response.json') });
    const done = await files.commit(`${ORIGIN}/api/records/abcde-12345/draft/files/x/commit`);
    expect(done.status).toBe('completed');
  });

  it('secret links: listed with their permission, expiry and token', async () => {
    const { stub, http } = stubbedHttp();
    const access = new AccessApiClient(http, { apiBase: `${ORIGIN}/api` });
    stub.reply({ data: fixture('drafts_records/list-access-links.response.json') });
    const record = { id: 'abcde-12345', links: draftLinks('abcde-12345') };
    const links = await access.listLinks(record);
    expect(links.hits).toEqual([
      expect.objectContaining({ permission: 'edit', expires_at: '2024-11-06' }),
    ]);
    expect(links.hits[0]?.token).toMatch(/^ey/);
  });

  it('creates a secret link with the documented body, and a never-expiring one without expiry', async () => {
    const documented = fixture<{ permission: string; expires_at: string }>(
      'drafts_records/create-an-access-link.request.json',
    );
    const { stub, http } = stubbedHttp();
    const access = new AccessApiClient(http, { apiBase: `${ORIGIN}/api` });
    const record = { id: 'abcde-12345', links: draftLinks('abcde-12345') };
    const answer = fixture('drafts_records/create-an-access-link.response.json');
    stub.reply({ data: answer });
    await access.createLink(record, { permission: 'view', expires_at: documented.expires_at });
    stub.reply({ data: answer });
    await access.createLink(record, { permission: 'view' });
    const [dated, never] = stub.requests.map((request) =>
      JSON.parse(request.config.data as string),
    );
    expect(dated).toEqual(documented);
    expect(never).toEqual({ permission: 'view' });
  });

  describe("asking for access sends the body of invenio-rdm-records' own tests", () => {
    type Posted = { email: string; full_name: string; message: string };
    const record = {
      id: 'abcde-12345',
      links: { access_request: `${ORIGIN}/api/records/abcde-12345/access/request` },
    };
    const typesOf = (body: unknown) =>
      Object.fromEntries(Object.entries(body as object).map(([key, value]) => [key, typeof value]));

    const send = async (posted: Posted, consent: boolean) => {
      const { stub, http } = stubbedHttp();
      stub.reply({
        data: { message: 'Verification link sent out, please check your e-mail inbox' },
      });
      await new AccessRequestsApiClient(http).requestAccess(record, {
        ...posted,
        consent_to_share_personal_data: consent,
      });
      return stub.only().body;
    };

    it("a guest's: the same keys, each of the same type", async () => {
      const posted = fixture<Posted & { consent_to_share_personal_data: string }>(
        'rdm_records_tests/guest-access-request.request.json',
      );
      const sent = await send(posted, posted.consent_to_share_personal_data === 'true');
      expect(typesOf(sent)).toEqual(typesOf(posted));
      expect(sent).toEqual(posted);
    });

    it("a logged-in user's: the same keys and types, and the consent InvenioRDM's own form adds", async () => {
      // The test posts no consent; invenio-app-rdm's AccessRequestForm sends it for users too.
      const posted = fixture<Posted>('rdm_records_tests/user-access-request.request.json');
      const sent = await send(posted, false);
      expect(typesOf(sent)).toEqual({
        ...typesOf(posted),
        consent_to_share_personal_data: 'string',
      });
      expect(sent).toEqual({ ...posted, consent_to_share_personal_data: 'false' });
    });
  });
});
