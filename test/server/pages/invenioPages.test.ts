/** @jest-environment node */
import axios from 'axios';
import type { DraftRecord } from '../../../src/core/model';
import { BrowserSession } from '../support/browserSession';
import { pageDocument } from '../support/pageDocument';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let alice: BrowserSession;
let aliceUploads: DraftRecord[];

beforeAll(async () => {
  server = await startTestServer();
  alice = new BrowserSession(server.url);
  await alice.login('alice');
  const answer = await alice.http().get(`${server.api}/user/records?size=100`);
  aliceUploads = answer.data.hits.hits;
});
afterAll(async () => {
  await server.close();
});

const VERSIONS = ['v12', 'v13', 'v14'] as const;

const anonymous = () => axios.create({ baseURL: server.url, validateStatus: () => true });
const loggedIn = async (username: string) => {
  const session = new BrowserSession(server.url);
  await session.login(username);
  return session;
};
const titled = (start: string) =>
  aliceUploads.find((record) => record.metadata.title?.startsWith(start))!;

/** The page's hidden inputs by name, their values parsed as the page's scripts parse them. */
const inputsOf = (page: string): Map<string, unknown> =>
  new Map(
    Array.from(pageDocument(page).querySelectorAll<HTMLInputElement>('input[type="hidden"]'))
      .filter((input) => input.name)
      .map((input) => [input.name, JSON.parse(input.value)]),
  );

const dataOf = (page: string, selector: string): DOMStringMap | undefined =>
  pageDocument(page).querySelector<HTMLElement>(selector)?.dataset;

type FormsConfig = Record<string, unknown> & {
  vocabularies: Record<string, unknown>;
  quota: Record<string, unknown>;
  pids: Record<string, unknown>[];
  custom_fields: {
    ui: { section: string; fields: { field: string; props: Record<string, unknown> }[] }[];
    vocabularies: string[];
    error_labels: Record<string, string>;
  };
};

const customField = (config: FormsConfig, name: string) =>
  config.custom_fields.ui.flatMap((section) => section.fields).find((f) => f.field === name)!;

/** The inputs every deposit page has, and the release that added each of the others. */
const COMMON_INPUTS = [
  'deposits-record',
  'deposits-record-locked-files',
  'deposits-record-files',
  'deposits-record-restriction-grace-period',
  'deposits-allow-record-restriction',
  'config-groups-enabled',
  'records-resources-allow-empty-files',
  'deposits-config',
  'deposits-record-permissions',
];

describe('InvenioRDM-shaped deposit page', () => {
  it.each(VERSIONS)(
    '%s: a new upload carries the release’s inputs and no widget markup',
    async (version) => {
      const page = await alice.visit(`/invenio/${version}/uploads/new`);
      expect(page.status).toBe(200);
      const inputs = inputsOf(page.data);
      const expected = [...COMMON_INPUTS, ...(version === 'v12' ? [] : ['deposits-use-uppy-ui'])];
      expect([...inputs.keys()].sort()).toEqual(expected.sort());
      expect(inputs.get('deposits-record-locked-files')).toBe(false);
      expect(inputs.get('deposits-record-restriction-grace-period')).toBe(30);
      expect(inputs.get('deposits-record-files')).toEqual({
        default_preview: null,
        entries: [],
        links: {},
      });
      expect(inputs.get('deposits-record-permissions')).toEqual({
        can_manage: false,
        can_manage_files: true,
        can_delete_draft: false,
        can_manage_record_access: true,
      });
      const record = inputs.get('deposits-record') as DraftRecord & Record<string, unknown>;
      expect(record.status).toBe('draft');
      expect(record.metadata.title).toBeNull();
      expect(record.pids).toEqual(
        version === 'v12' ? { doi: { provider: 'external', identifier: '' } } : {},
      );

      const document = pageDocument(page.data);
      expect(document.querySelector('#deposit-form')).not.toBeNull();
      expect(document.querySelector('[data-rdm-widget]')).toBeNull();
      const v14Share = document.querySelector<HTMLElement>(
        '#deposits-share-btn-require-link-expiration',
      );
      expect(v14Share?.dataset.shareBtnRequireLinkExpiration).toBe(
        version === 'v14' ? 'false' : undefined,
      );
      const scripts = Array.from(document.querySelectorAll('script'));
      expect(scripts.map((script) => script.getAttribute('src'))).toEqual([
        '/static/dist/rdm-widgets.standalone.js',
        null,
      ]);
      expect(scripts[1]?.textContent).toContain('RdmWidgets.autoMount()');
      expect(document.querySelectorAll('link[href="/static/dist/rdm-widgets.css"]')).toHaveLength(
        1,
      );
    },
  );

  it.each(VERSIONS)(
    '%s: forms_config has the release’s keys, from the server’s data',
    async (version) => {
      const page = await alice.visit(`/invenio/${version}/uploads/new`);
      const config = inputsOf(page.data).get('deposits-config') as FormsConfig;
      const v13Keys = [
        'dashboard_routes',
        'is_doi_required',
        'default_transfer_type',
        'enabled_transfer_types',
        'transfer_types',
      ];
      expect(Object.keys(config).sort()).toEqual(
        [
          'vocabularies',
          'autocomplete_names',
          'current_locale',
          'default_locale',
          'pids',
          'quota',
          'decimal_size_display',
          'links',
          'user_communities_memberships',
          'custom_fields',
          'publish_modal_extra',
          'createUrl',
          'hide_community_selection',
          ...(version === 'v12' ? [] : v13Keys),
        ].sort(),
      );
      expect(config.createUrl).toBe('/api/records');
      expect(config.links).toEqual({
        user_dashboard_request: '/me/requests/<uuid:request_pid_value>',
      });
      expect(Object.values(config.user_communities_memberships as object)).toContain('owner');

      const vocabularies = config.vocabularies;
      expect(Object.keys(vocabularies).sort()).toEqual(
        [
          'resource_type',
          'titles',
          'creators',
          'descriptions',
          'dates',
          'contributors',
          'subjects',
          'identifiers',
          ...(version === 'v14' ? ['related_identifiers', 'deletion_request_removal_reasons'] : []),
        ].sort(),
      );
      expect(vocabularies.resource_type).toContainEqual({
        icon: expect.any(String),
        id: 'publication-article',
        type_name: 'Publication',
        subtype_name: 'Journal article',
      });
      expect(vocabularies.resource_type).toContainEqual(
        expect.objectContaining({ id: 'dataset', type_name: 'Dataset', subtype_name: '' }),
      );
      expect(vocabularies.creators).toEqual({
        role: expect.arrayContaining([{ text: 'Researcher', value: 'researcher' }]),
      });
      expect((vocabularies.subjects as { limit_to: unknown[] }).limit_to[0]).toEqual({
        text: 'All',
        value: 'all',
      });
      expect(vocabularies.identifiers).toEqual({
        relations: expect.arrayContaining([{ text: 'Is cited by', value: 'iscitedby' }]),
        resource_type: expect.arrayContaining([expect.objectContaining({ id: 'dataset' })]),
        scheme: expect.arrayContaining([{ text: 'DOI', value: 'doi' }]),
      });

      expect(Object.keys(config.quota).sort()).toEqual(
        [
          'maxFiles',
          'maxStorage',
          ...(version === 'v12' ? [] : ['maxFileSize']),
          ...(version === 'v14' ? ['quotaIncrease'] : []),
        ].sort(),
      );
      const [doi] = config.pids;
      expect(doi).toMatchObject({ scheme: 'doi', pid_label: 'DOI', can_be_managed: true });
      expect('default_selected' in doi!).toBe(version !== 'v12');
    },
  );

  it.each(VERSIONS)('%s: custom fields come as an instance configures them', async (version) => {
    const page = await alice.visit(`/invenio/${version}/uploads/new`);
    const config = inputsOf(page.data).get('deposits-config') as FormsConfig;
    const journal = customField(config, 'journal:journal') as { ui_widget?: string };
    expect(journal.ui_widget).toBe('Journal');
    const projectUrl = customField(config, 'demo:project_url');
    const help = 'Where the project that produced these data is described.';
    expect(projectUrl.props).toEqual({
      label: 'Project website',
      placeholder: 'https://example.org/project',
      ...(version === 'v14' ? { helpText: help, id: 'demo:project_url' } : { description: help }),
    });
    const instrument = customField(config, 'demo:instrument') as {
      is_vocabulary?: boolean;
      props: { options?: unknown[] };
    };
    expect(instrument.is_vocabulary).toBe(true);
    expect(instrument.props.options).toContainEqual(
      expect.objectContaining({ id: 'mass-spectrometer', title_l10n: 'Mass spectrometer' }),
    );
    // Searched as one types: a vocabulary field without options.
    expect(customField(config, 'demo:disciplines').props.options).toBeNull();
    expect(config.custom_fields.vocabularies).toEqual(['demo:instrument', 'demo:disciplines']);
    expect(config.custom_fields.error_labels['custom_fields.demo:instrument']).toBe('Instrument');
  });

  it('preselects the community of ?community= in its own input', async () => {
    const page = await alice.visit('/invenio/v13/uploads/new?community=open-science');
    const community = inputsOf(page.data).get('deposits-draft-community') as Record<
      string,
      unknown
    >;
    expect(community).toMatchObject({ slug: 'open-science', metadata: expect.any(Object) });
    const missing = await alice.visit('/invenio/v13/uploads/new?community=no-such-community');
    expect(missing.status).toBe(404);
  });

  it.each(VERSIONS)(
    '%s: a published record’s edit page carries its draft, files and verdicts',
    async (version) => {
      const published = titled('Urban tree inventory');
      const page = await alice.visit(`/invenio/${version}/uploads/${published.id}`);
      expect(page.status).toBe(200);
      const inputs = inputsOf(page.data);
      expect(inputs.has('deposits-record-deletion')).toBe(version === 'v14');
      expect(inputs.has('deposits-file-modification')).toBe(version === 'v14');
      if (version === 'v14') {
        expect(inputs.get('deposits-record-deletion')).toEqual({
          enabled: false,
          valid_user: false,
          allowed: false,
          existing_request: null,
        });
      }
      expect(inputs.get('deposits-record-locked-files')).toBe(true);
      expect(inputs.has('deposits-draft-community')).toBe(false);
      const record = inputs.get('deposits-record') as DraftRecord & {
        ui: Record<string, unknown>;
        expanded: Record<string, unknown>;
      };
      expect(record.id).toBe(published.id);
      expect(record.is_published).toBe(true);
      expect(record.expanded).toHaveProperty('parent.access.owned_by.username', 'alice');
      expect(record.ui).toMatchObject({
        access_status: { id: 'open', title_l10n: 'Open', icon: 'unlock', message_class: '' },
        resource_type: { id: published.metadata.resource_type?.id },
        version: expect.any(String),
      });
      const files = inputs.get('deposits-record-files') as { entries: { key: string }[] };
      expect(files.entries.length).toBeGreaterThan(0);
      expect(inputs.get('deposits-record-permissions')).toEqual({
        can_manage: true,
        can_new_version: true,
        can_delete_draft: true,
        can_manage_files: true,
        can_manage_record_access: true,
      });
      const config = inputs.get('deposits-config') as FormsConfig;
      expect(config.apiUrl).toBe(`/api/records/${published.id}/draft`);
      expect('createUrl' in config).toBe(false);
      expect('published_record' in config).toBe(version !== 'v12');
      if (version !== 'v12') {
        expect(config.published_record).toMatchObject({ id: published.id, ui: expect.any(Object) });
      }
    },
  );

  it('prints JSON as Jinja’s tojson does: quotes and markup escaped, values intact', async () => {
    const title = `O'Brien's <b>tides</b> & "waves"`;
    const created = await alice.http().post(`${server.api}/records`, { metadata: { title } });
    const page = await alice.visit(`/invenio/v14/uploads/${created.data.id}`);
    expect(page.data).toContain(
      `O\\u0027Brien\\u0027s \\u003cb\\u003etides\\u003c/b\\u003e \\u0026 \\"waves\\"`,
    );
    const record = inputsOf(page.data).get('deposits-record') as DraftRecord;
    expect(record.metadata.title).toBe(title);
    expect(pageDocument(page.data).querySelector('b')).toBeNull();
  });

  it('sends a guest to log in, a stranger to a 403 page, and knows only v12 to v14', async () => {
    const login = await anonymous().get('/invenio/v13/uploads/new', { maxRedirects: 0 });
    expect(login.status).toBe(303);
    expect(login.headers.location).toBe('/login?next=%2Finvenio%2Fv13%2Fuploads%2Fnew');
    const bob = await loggedIn('bob');
    const forbidden = await bob.visit(`/invenio/v13/uploads/${titled('Coastal erosion').id}`);
    expect(forbidden.status).toBe(403);
    expect((await alice.visit('/invenio/v11/uploads/new')).status).toBe(404);
  });
});

describe('InvenioRDM-shaped record page', () => {
  it.each(VERSIONS)(
    '%s: the owner gets the management menu with the release’s attributes',
    async (version) => {
      const published = titled('Urban tree inventory');
      const page = await alice.visit(`/invenio/${version}/records/${published.id}`);
      expect(page.status).toBe(200);
      const data = dataOf(page.data, '#recordManagement')!;
      expect(JSON.parse(data.record!)).toMatchObject({ id: published.id, ui: expect.any(Object) });
      expect(JSON.parse(data.permissions!)).toMatchObject({
        can_edit: true,
        can_new_version: true,
        can_manage: true,
        can_read_files: true,
      });
      expect(JSON.parse(data.isDraft!)).toBe(false);
      expect(data.isPreviewSubmissionRequest).toBe('false');
      expect(data.currentUserId).toBe('1');
      expect(JSON.parse(data.groupsEnabled!)).toBe(true);
      expect(data.recordOwnerUsername).toBe(version === 'v12' ? 'alice' : undefined);
      expect(data.recordOwnerId).toBe(version === 'v13' ? '1' : undefined);
      expect(data.recordDeletion === undefined).toBe(version !== 'v14');
      expect(data.auditLogsEnabled === undefined).toBe(version !== 'v14');
      const mobile = dataOf(page.data, '#recordManagementMobile')!;
      expect(mobile.record === undefined).toBe(version === 'v14');
      expect(pageDocument(page.data).querySelector('[data-rdm-widget]')).toBeNull();
    },
  );

  it('previews a draft without the menu, and a record without a draft as the record', async () => {
    const draft = titled('Coastal erosion');
    const preview = await alice.visit(`/invenio/v13/records/${draft.id}?preview=1`);
    expect(preview.status).toBe(200);
    const document = pageDocument(preview.data);
    expect(document.querySelector('#record-title')?.textContent?.trim()).toBe(draft.metadata.title);
    expect(document.querySelector('#recordManagement')).toBeNull();
    const published = titled('tidewatch');
    const fallback = await alice.visit(`/invenio/v13/records/${published.id}?preview=1`);
    expect(fallback.status).toBe(200);
    expect(fallback.data).toContain(published.metadata.title);
  });

  it('shows a guest no management menu', async () => {
    const page = await anonymous().get(`/invenio/v13/records/${titled('Urban tree inventory').id}`);
    expect(page.status).toBe(200);
    expect(pageDocument(page.data).querySelector('#recordManagement')).toBeNull();
    expect(pageDocument(page.data).querySelector('#recordManagementMobile')).toBeNull();
  });

  it.each(VERSIONS)(
    '%s: the access request form root for a guest and for a logged-in user',
    async (version) => {
      const restricted = titled('Interviews with Baltic fishers');
      const guest = await anonymous().get(`/invenio/${version}/records/${restricted.id}`);
      const guestData = dataOf(guest.data, '#access-request-form-root')!;
      expect(JSON.parse(guestData.userAnonymous!)).toBe(true);
      expect(JSON.parse(guestData.userFullName!)).toBeNull();
      expect(JSON.parse(guestData.userEmail!)).toBeNull();
      expect(JSON.parse(guestData.record!)).toMatchObject({
        id: restricted.id,
        parent: { access: { settings: { allow_guest_requests: true } } },
        ui: { access_status: { id: 'restricted' } },
      });
      expect(guest.data).toContain('You are currently not logged in');

      const bob = await loggedIn('bob');
      const page = await bob.visit(`/invenio/${version}/records/${restricted.id}`);
      const data = dataOf(page.data, '#access-request-form-root')!;
      expect(JSON.parse(data.userAnonymous!)).toBe(false);
      expect(JSON.parse(data.userEmail!)).toMatch(/@/);
      expect(JSON.parse(data.userFullName!)).toEqual(expect.any(String));
    },
  );

  it('offers no access request to whoever may read the files', async () => {
    const restricted = titled('Interviews with Baltic fishers');
    const page = await alice.visit(`/invenio/v14/records/${restricted.id}`);
    expect(pageDocument(page.data).querySelector('#access-request-form-root')).toBeNull();
    expect(page.data).toContain('aria-label="Files"');
  });
});
