import type { Db } from '../db/database';
import { DEMO_CUSTOM_FIELDS } from '../records/customFields';
import { localized, vocabularyEntries, type VocabularyDoc } from '../vocabularies/store';
import { hostText } from './hostTexts';

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

/**
 * The demo's `RDM_CUSTOM_FIELDS_UI`: sections in the order the form shows them, each text passed
 * through `_` as InvenioRDM's are through gettext's.
 */
const sectionsUi = (api: string, _: (english: string) => string): SectionUi[] => [
  {
    section: _('Journal'),
    fields: [
      { field: 'journal:journal', ui_widget: 'JournalField', props: { label: _('Journal') } },
    ],
  },
  {
    section: _('Imprint'),
    fields: [
      { field: 'imprint:imprint', ui_widget: 'ImprintField', props: { label: _('Imprint') } },
    ],
  },
  {
    section: _('Conference'),
    fields: [
      { field: 'meeting:meeting', ui_widget: 'MeetingField', props: { label: _('Meeting') } },
    ],
  },
  {
    section: _('Thesis'),
    fields: [{ field: 'thesis:thesis', ui_widget: 'ThesisField', props: { label: _('Thesis') } }],
  },
  {
    section: _('Project details'),
    fields: [
      {
        field: 'demo:project_url',
        ui_widget: 'Input',
        props: {
          label: _('Project website'),
          placeholder: 'https://example.org/project',
          helpText: _('Where the project that produced these data is described.'),
        },
      },
      {
        field: 'demo:data_processing',
        ui_widget: 'TextArea',
        props: {
          label: _('Data processing'),
          helpText: _('How the raw data were cleaned and processed.'),
        },
      },
      {
        field: 'demo:methods',
        ui_widget: 'RichInput',
        props: { label: _('Methods'), helpText: _('The methods used to collect the data.') },
      },
      {
        field: 'demo:sample_count',
        ui_widget: 'NumberInput',
        props: { label: _('Number of samples'), helpText: _('How many samples the data cover.') },
      },
      {
        field: 'demo:instrument',
        ui_widget: 'Dropdown',
        props: {
          label: _('Instrument'),
          placeholder: _('Choose an instrument'),
          helpText: _('The main instrument used.'),
          clearable: true,
        },
      },
      {
        field: 'demo:disciplines',
        ui_widget: 'AutocompleteDropdown',
        props: {
          label: _('Disciplines'),
          placeholder: _('Search for a discipline'),
          helpText: _('Fields of research the data belong to.'),
          autocompleteFrom: `${api}/vocabularies/disciplines`,
          multiple: true,
          clearable: true,
        },
      },
      {
        field: 'demo:ongoing',
        ui_widget: 'BooleanCheckbox',
        props: {
          label: _('Ongoing collection'),
          helpText: _('Whether data are still being collected.'),
          trueLabel: _('Still collecting'),
          falseLabel: _('Complete'),
        },
      },
      {
        field: 'demo:keywords',
        ui_widget: 'MultiInput',
        props: {
          label: _('Project keywords'),
          placeholder: _('Type a keyword'),
          helpText: _('Words the project is known by.'),
          additionLabel: _('Add project keyword'),
        },
      },
      {
        // Registered by the demo host page itself, not by the library.
        field: 'demo:data_quality',
        ui_widget: 'DataQualityRating',
        props: {
          label: _('Data quality'),
          helpText: _('How complete and checked the data are, from 1 (raw) to 5 (fully verified).'),
        },
      },
    ],
  },
];

/** An option as VocabularyCF.options() dumps it (VocabularyL10NItemSchema). */
const optionOf = (locale: string) => (entry: VocabularyDoc) => ({
  id: entry.id,
  title_l10n: localized(entry.title, locale),
  ...(entry.props && typeof entry.props === 'object' ? { props: entry.props } : {}),
  ...(typeof entry.icon === 'string' ? { icon: entry.icon } : {}),
});

/**
 * `custom_fields` of the deposit form's config: the sections (`ui`) and, for each vocabulary
 * field whose options are dumped, its entries (`vocabularies`; a searched one has none), in the
 * page's language `locale`.
 */
export const depositCustomFields = (db: Db, api: string, locale: string) => ({
  ui: sectionsUi(api, (english) => hostText(english, locale)),
  vocabularies: Object.fromEntries(
    DEMO_CUSTOM_FIELDS.filter(
      (definition) => definition.type === 'vocabulary' && definition.dumpOptions !== false,
    ).map((definition) => [
      definition.name,
      vocabularyEntries(db, definition.vocabulary ?? '').map(optionOf(locale)),
    ]),
  ),
});
