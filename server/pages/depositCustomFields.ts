import type { Db } from '../db/database';
import { DEMO_CUSTOM_FIELDS } from '../records/customFields';
import { localized, vocabularyEntries, type VocabularyDoc } from '../vocabularies/store';

/** The deposit form is printed in English, like the rest of the demo pages. */
const LOCALE = 'en';

/** One field of a section: InvenioRDM's `RDM_CUSTOM_FIELDS_UI` entry. */
interface FieldUi {
  field: string;
  ui_widget: string;
  props: Record<string, unknown>;
}

interface SectionUi {
  section: string;
  fields: FieldUi[];
}

/** The demo's `RDM_CUSTOM_FIELDS_UI`: sections in the order the form shows them. */
const sectionsUi = (api: string): SectionUi[] => [
  {
    section: 'Journal',
    fields: [{ field: 'journal:journal', ui_widget: 'JournalField', props: { label: 'Journal' } }],
  },
  {
    section: 'Imprint',
    fields: [{ field: 'imprint:imprint', ui_widget: 'ImprintField', props: { label: 'Imprint' } }],
  },
  {
    section: 'Conference',
    fields: [{ field: 'meeting:meeting', ui_widget: 'MeetingField', props: { label: 'Meeting' } }],
  },
  {
    section: 'Thesis',
    fields: [{ field: 'thesis:thesis', ui_widget: 'ThesisField', props: { label: 'Thesis' } }],
  },
  {
    section: 'Project details',
    fields: [
      {
        field: 'demo:project_url',
        ui_widget: 'Input',
        props: {
          label: 'Project website',
          placeholder: 'https://example.org/project',
          helpText: 'Where the project that produced these data is described.',
        },
      },
      {
        field: 'demo:data_processing',
        ui_widget: 'TextArea',
        props: {
          label: 'Data processing',
          helpText: 'How the raw data were cleaned and processed.',
        },
      },
      {
        field: 'demo:methods',
        ui_widget: 'RichInput',
        props: { label: 'Methods', helpText: 'The methods used to collect the data.' },
      },
      {
        field: 'demo:sample_count',
        ui_widget: 'NumberInput',
        props: { label: 'Number of samples', helpText: 'How many samples the data cover.' },
      },
      {
        field: 'demo:instrument',
        ui_widget: 'Dropdown',
        props: {
          label: 'Instrument',
          placeholder: 'Choose an instrument',
          helpText: 'The main instrument used.',
          clearable: true,
        },
      },
      {
        field: 'demo:disciplines',
        ui_widget: 'AutocompleteDropdown',
        props: {
          label: 'Disciplines',
          placeholder: 'Search for a discipline',
          helpText: 'Fields of research the data belong to.',
          autocompleteFrom: `${api}/vocabularies/disciplines`,
          multiple: true,
          clearable: true,
        },
      },
      {
        field: 'demo:ongoing',
        ui_widget: 'BooleanCheckbox',
        props: {
          label: 'Ongoing collection',
          helpText: 'Whether data are still being collected.',
          trueLabel: 'Still collecting',
          falseLabel: 'Complete',
        },
      },
      {
        field: 'demo:keywords',
        ui_widget: 'MultiInput',
        props: {
          label: 'Project keywords',
          placeholder: 'Type a keyword',
          helpText: 'Words the project is known by.',
          additionLabel: 'Add project keyword',
        },
      },
      {
        // Registered by the demo host page itself, not by the library.
        field: 'demo:data_quality',
        ui_widget: 'DataQualityRating',
        props: {
          label: 'Data quality',
          helpText: 'How complete and checked the data are, from 1 (raw) to 5 (fully verified).',
        },
      },
    ],
  },
];

/** An option as VocabularyCF.options() dumps it (VocabularyL10NItemSchema). */
const optionOf = (entry: VocabularyDoc) => ({
  id: entry.id,
  title_l10n: localized(entry.title, LOCALE),
  ...(entry.props && typeof entry.props === 'object' ? { props: entry.props } : {}),
  ...(typeof entry.icon === 'string' ? { icon: entry.icon } : {}),
});

/**
 * `custom_fields` of the deposit form's config: the sections (`ui`) and, for each vocabulary
 * field whose options are dumped, its entries (`vocabularies`; a searched one has none).
 */
export const depositCustomFields = (db: Db, api: string) => ({
  ui: sectionsUi(api),
  vocabularies: Object.fromEntries(
    DEMO_CUSTOM_FIELDS.filter(
      (definition) => definition.type === 'vocabulary' && definition.dumpOptions !== false,
    ).map((definition) => [
      definition.name,
      vocabularyEntries(db, definition.vocabulary ?? '').map(optionOf),
    ]),
  ),
});
