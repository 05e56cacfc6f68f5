/** @jest-environment node */
import { BrowserSession } from '../support/browserSession';
import { startTestServer, type TestServer } from '../support/testServer';

interface FieldUi {
  field: string;
  ui_widget: string;
  props: Record<string, unknown>;
}
interface CustomFieldsConfig {
  ui: { section: string; fields: FieldUi[] }[];
  vocabularies: Record<string, { id: string; title_l10n: string }[]>;
}

let server: TestServer;
let config: { custom_fields: CustomFieldsConfig };

/** The deposit form's `config` prop as the page prints it. */
const printedConfig = (page: string) => {
  const match = /<script type="application\/json" data-rdm-prop="config">([\s\S]*?)<\/script>/.exec(
    page,
  );
  return JSON.parse(match?.[1] ?? 'null');
};

beforeAll(async () => {
  server = await startTestServer();
  const alice = new BrowserSession(server.url);
  await alice.login('alice');
  config = printedConfig((await alice.visit('/uploads/new')).data);
});
afterAll(() => server.close());

describe("the deposit page's custom fields config", () => {
  it('lists the sections and their fields in order, with their widgets', () => {
    const sections = config.custom_fields.ui.map(({ section, fields }) => [
      section,
      fields.map(({ field, ui_widget }) => `${field} ${ui_widget}`),
    ]);
    expect(sections).toEqual([
      ['Journal', ['journal:journal JournalField']],
      ['Imprint', ['imprint:imprint ImprintField']],
      ['Conference', ['meeting:meeting MeetingField']],
      ['Thesis', ['thesis:thesis ThesisField']],
      [
        'Project details',
        [
          'demo:project_url Input',
          'demo:data_processing TextArea',
          'demo:methods RichInput',
          'demo:sample_count NumberInput',
          'demo:instrument Dropdown',
          'demo:disciplines AutocompleteDropdown',
          'demo:ongoing BooleanCheckbox',
          'demo:keywords MultiInput',
          'demo:data_quality DataQualityRating',
        ],
      ],
    ]);
  });

  it('gives each field its props', () => {
    const fields = new Map(
      config.custom_fields.ui.flatMap(({ fields }) => fields).map((f) => [f.field, f.props]),
    );
    expect(fields.get('meeting:meeting')).toEqual({ label: 'Meeting' });
    expect(fields.get('demo:instrument')).toEqual({
      label: 'Instrument',
      placeholder: 'Choose an instrument',
      helpText: 'The main instrument used.',
      clearable: true,
    });
    expect(fields.get('demo:disciplines')).toEqual({
      label: 'Disciplines',
      placeholder: 'Search for a discipline',
      helpText: 'Fields of research the data belong to.',
      autocompleteFrom: `${server.api}/vocabularies/disciplines`,
      multiple: true,
      clearable: true,
    });
    expect(fields.get('demo:ongoing')).toMatchObject({
      trueLabel: 'Still collecting',
      falseLabel: 'Complete',
    });
    expect(fields.get('demo:keywords')).toMatchObject({ additionLabel: 'Add project keyword' });
  });

  it('dumps the instrument options as VocabularyCF.options() does; disciplines are searched', () => {
    const { vocabularies } = config.custom_fields;
    expect(Object.keys(vocabularies)).toEqual(['demo:instrument']);
    expect(vocabularies['demo:instrument']).toHaveLength(8);
    expect(vocabularies['demo:instrument']).toContainEqual({
      id: 'mass-spectrometer',
      title_l10n: 'Mass spectrometer',
    });
  });
});
