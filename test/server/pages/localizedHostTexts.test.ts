/** @jest-environment node */
import { BrowserSession } from '../support/browserSession';
import { pageDocument } from '../support/pageDocument';
import { startTestServer, type TestServer } from '../support/testServer';

interface FieldUi {
  field: string;
  props: Record<string, unknown>;
}
interface CustomFields {
  ui: { section: string; fields: FieldUi[] }[];
}

/** What the demo deposit page's `config` prop carries of the host's own texts. */
interface DepositConfig {
  pids: Record<string, unknown>[];
  custom_fields: CustomFields & {
    vocabularies: Record<string, { id: string; title_l10n: string }[]>;
  };
}

/** What the InvenioRDM-shaped page's `deposits-config` carries of them. */
interface FormsConfig {
  pids: Record<string, unknown>[];
  custom_fields: CustomFields & { error_labels: Record<string, string> };
}

/** The keys under which the configs carry a text a person reads. */
const TEXT_KEYS = new Set([
  'section',
  'label',
  'placeholder',
  'helpText',
  'description',
  'trueLabel',
  'falseLabel',
  'additionLabel',
  'btn_label_get',
  'btn_label_discard',
  'field_label',
  'pid_placeholder',
  'btn_label_get_pid',
  'btn_label_discard_pid',
  'managed_help_text',
  'unmanaged_help_text',
]);

/** Texts that read the same in every language: the scheme's name and examples of values. */
const UNTRANSLATED = new Set(['DOI', '10.1234/example', 'https://example.org/project']);

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

const depositConfig = async (query: string): Promise<DepositConfig> => {
  const page = (await alice.visit(`/uploads/new${query}`)).data;
  const prop = pageDocument(page).querySelector('[data-rdm-prop="config"]');
  return JSON.parse(prop?.textContent ?? 'null');
};

const formsConfig = async (version: string, query: string): Promise<FormsConfig> => {
  const page = (await alice.visit(`/invenio/${version}/uploads/new${query}`)).data;
  const input = pageDocument(page).querySelector<HTMLInputElement>('input[name="deposits-config"]');
  return JSON.parse(input?.value ?? 'null');
};

/** Every text a person reads in `value`, by its path in the config. */
const textsOf = (value: unknown, path = ''): [string, string][] => {
  if (Array.isArray(value))
    return value.flatMap((item, index) => textsOf(item, `${path}.${index}`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    TEXT_KEYS.has(key) && typeof item === 'string'
      ? [[`${path}.${key}`, item] as [string, string]]
      : textsOf(item, `${path}.${key}`),
  );
};

const sectionNames = (config: { custom_fields: CustomFields }) =>
  config.custom_fields.ui.map(({ section }) => section);

const propsOf = (config: { custom_fields: CustomFields }, field: string) =>
  config.custom_fields.ui.flatMap(({ fields }) => fields).find((f) => f.field === field)?.props;

describe("the demo deposit page's own texts", () => {
  it('are in German for ?ln=de: PID buttons, sections, labels and instruments', async () => {
    const config = await depositConfig('?ln=de');
    expect(config.pids[0]).toMatchObject({
      btn_label_get: 'Jetzt eine DOI erhalten',
      btn_label_discard: 'Reservierte DOI verwerfen',
    });
    expect(sectionNames(config)).toEqual([
      'Zeitschrift',
      'Erschienen in',
      'Konferenz',
      'Abschlussarbeit',
      'Projektangaben',
    ]);
    expect(propsOf(config, 'demo:instrument')).toMatchObject({
      label: 'Instrument',
      placeholder: 'Instrument auswählen',
      helpText: 'Das hauptsächlich verwendete Instrument.',
    });
    expect(propsOf(config, 'demo:ongoing')).toMatchObject({
      label: 'Laufende Datenerhebung',
      trueLabel: 'Erhebung läuft noch',
      falseLabel: 'Abgeschlossen',
    });
    expect(config.custom_fields.vocabularies['demo:instrument']).toContainEqual(
      expect.objectContaining({ id: 'mass-spectrometer', title_l10n: 'Massenspektrometer' }),
    );
  });

  it('are in Arabic for ?ln=ar', async () => {
    const config = await depositConfig('?ln=ar');
    expect(config.pids[0]).toMatchObject({
      btn_label_get: 'احصل على معرّف DOI الآن',
      btn_label_discard: 'إلغاء حجز معرّف DOI',
    });
    expect(sectionNames(config)).toContain('تفاصيل المشروع');
    expect(propsOf(config, 'demo:keywords')).toMatchObject({
      label: 'الكلمات المفتاحية للمشروع',
      additionLabel: 'إضافة كلمة مفتاحية للمشروع',
    });
  });

  it('stay English for a language the demo has not translated them into (?ln=ko)', async () => {
    const [korean, english] = await Promise.all([depositConfig('?ln=ko'), depositConfig('')]);
    expect(textsOf(korean)).toEqual(textsOf(english));
    expect(korean.pids[0]?.btn_label_get).toBe('Get a DOI now!');
    expect(sectionNames(korean)).toContain('Project details');
  });

  it('are all translated: in Japanese none but DOI and examples reads as in English', async () => {
    const [japanese, english] = await Promise.all([depositConfig('?ln=ja'), depositConfig('')]);
    const englishTexts = new Map(textsOf(english));
    const same = textsOf(japanese).filter(
      ([path, text]) => text === englishTexts.get(path) && !UNTRANSLATED.has(text),
    );
    expect(textsOf(japanese)).toHaveLength(englishTexts.size);
    expect(same).toEqual([]);
  });
});

describe("the InvenioRDM-shaped deposit page's own texts", () => {
  it('v13: are in French for ?ln=fr, PID button and help texts included', async () => {
    const config = await formsConfig('v13', '?ln=fr');
    expect(config.pids[0]).toMatchObject({
      field_label: "Identifiant numérique d'objet",
      pid_label: 'DOI',
      btn_label_get_pid: 'Obtenir un DOI maintenant',
      btn_label_discard_pid: 'Abandonner le DOI réservé.',
    });
    expect(config.pids[0]?.managed_help_text).toMatch(/^Réservez un DOI à l'aide du bouton/);
    expect(config.pids[0]?.unmanaged_help_text).toBe(
      'Un DOI permet de citer votre dépôt facilement et sans ambiguïté. Exemple\u00a0: 10.1234/foo.bar',
    );
    // v13 names a field's help text `description`; the form's error messages name it by label.
    expect(propsOf(config, 'demo:disciplines')).toMatchObject({
      label: 'Disciplines',
      placeholder: 'Recherchez une discipline',
      description: 'Les domaines de recherche dont relèvent les données.',
    });
    expect(config.custom_fields.error_labels['custom_fields.demo:project_url']).toBe(
      'Site web du projet',
    );
  });

  it('v14: are all translated in Japanese, none but DOI and examples as in English', async () => {
    const [japanese, english] = await Promise.all([
      formsConfig('v14', '?ln=ja'),
      formsConfig('v14', ''),
    ]);
    const englishTexts = new Map(textsOf([english.pids, english.custom_fields.ui]));
    const japaneseTexts = textsOf([japanese.pids, japanese.custom_fields.ui]);
    expect(japaneseTexts).toHaveLength(englishTexts.size);
    expect(
      japaneseTexts.filter(
        ([path, text]) => text === englishTexts.get(path) && !UNTRANSLATED.has(text),
      ),
    ).toEqual([]);
  });
});
