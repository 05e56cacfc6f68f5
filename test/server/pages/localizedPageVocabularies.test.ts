/** @jest-environment node */
import axios from 'axios';
import { LANGUAGE_COOKIE } from '../../../server/pages/pageLanguage';
import type { FormVocabularies } from '../../../src/core/model';
import { BrowserSession } from '../support/browserSession';
import { pageDocument } from '../support/pageDocument';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let alice: BrowserSession;

beforeAll(async () => {
  server = await startTestServer();
  alice = new BrowserSession(server.url);
  await alice.login('alice');
});
afterAll(async () => {
  await server.close();
});

/** The vocabularies of the deposit form's `config` prop, as the demo's page prints them. */
const depositVocabularies = (page: string): FormVocabularies => {
  const prop = pageDocument(page).querySelector('[data-rdm-prop="config"]');
  return JSON.parse(prop?.textContent ?? 'null').vocabularies;
};

/** The `deposits-config` input of an InvenioRDM-shaped deposit page. */
const formsConfig = (page: string) => {
  const input = pageDocument(page).querySelector<HTMLInputElement>('input[name="deposits-config"]');
  return JSON.parse(input?.value ?? 'null') as {
    current_locale: string;
    vocabularies: FormVocabularies & { titles: { type: { text: string; value: string }[] } };
  };
};

const article = (vocabularies: FormVocabularies) =>
  vocabularies.resource_type?.find((option) => option.id === 'publication-article');

describe("the demo deposit page's vocabularies", () => {
  it('are in German when the page is asked for with ?ln=de', async () => {
    const vocabularies = depositVocabularies((await alice.visit('/uploads/new?ln=de')).data);
    expect(article(vocabularies)).toMatchObject({
      type_name: 'Publikation',
      subtype_name: 'Zeitschriftenartikel',
    });
    expect(vocabularies.creators?.role?.find((role) => role.value === 'editor')?.text).toBe(
      'Herausgeber/-in',
    );
  });

  it('follow the language chosen in the menu (its cookie)', async () => {
    const page = await axios.get<string>(`${server.url}/uploads/new`, {
      headers: { Accept: 'text/html', Cookie: `${alice.cookieHeader}; ${LANGUAGE_COOKIE}=fr` },
      responseType: 'text',
    });
    expect(article(depositVocabularies(page.data))).toMatchObject({
      subtype_name: 'Article de revue',
    });
  });

  it('stay English for a language without titles of its own', async () => {
    const vocabularies = depositVocabularies((await alice.visit('/uploads/new?ln=ja')).data);
    expect(article(vocabularies)).toMatchObject({ subtype_name: 'Journal article' });
  });
});

describe("the InvenioRDM-shaped deposit page's forms config", () => {
  it('v13: carries current_locale and German vocabularies for ?ln=de', async () => {
    const config = formsConfig((await alice.visit('/invenio/v13/uploads/new?ln=de')).data);
    expect(config.current_locale).toBe('de');
    expect(article(config.vocabularies)).toMatchObject({ subtype_name: 'Zeitschriftenartikel' });
    expect(config.vocabularies.titles.type.map((option) => option.text)).toContain('Untertitel');
  });

  it('v13: spells a regional language as InvenioRDM does, zh_CN', async () => {
    const config = formsConfig((await alice.visit('/invenio/v13/uploads/new?ln=zh-CN')).data);
    expect(config.current_locale).toBe('zh_CN');
  });
});
