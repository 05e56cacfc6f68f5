import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FormikErrors } from 'formik';
import type { CustomFields as CustomFieldValues, EditorRecord } from '../../src/core/model';
import { ComingSoonField } from '../../src/widgets/deposit-form/fields/ComingSoonField';
import { CustomFields } from '../../src/widgets/deposit-form/fields/custom/CustomFields';
import type {
  CustomFieldWidgetMap,
  HostCustomFieldWidgetProps,
} from '../../src/widgets/deposit-form/fields/custom/customFieldWidgetProps';
import { fakeVocabulariesApi } from '../../test/support/depositForm/fakeVocabulariesApi';
import { FormikHarness } from '../../test/support/depositForm/formikHarness';

/** The sections as an InvenioRDM host page prints them in the form's config. */
const UI = [
  {
    section: 'Publishing information',
    fields: [
      {
        field: 'journal:journal',
        ui_widget: 'JournalField',
        props: {
          label: 'Journal',
          pages: { label: 'Page range or article number' },
          issn: { description: 'For example 0028-0836.' },
        },
      },
      { field: 'imprint:imprint', ui_widget: 'ImprintField', props: { label: 'Imprint' } },
      { field: 'thesis:thesis', ui_widget: 'ThesisField', props: { label: 'Thesis' } },
    ],
  },
  {
    section: 'Conference',
    fields: [
      { field: 'meeting:meeting', ui_widget: 'MeetingField', props: { label: 'Meeting' } },
      { field: 'rdm:locations', ui_widget: 'ComingSoon', props: { label: 'Locations' } },
      { field: 'rdm:venue_note', ui_widget: 'MapPicker', props: { label: 'Venue note' } },
    ],
  },
];

const DISCIPLINES_URL = '/api/vocabularies/disciplines';

/** One section with each generic widget InvenioRDM hosts configure. */
const GENERIC_UI = [
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
      { field: 'demo:data_processing', ui_widget: 'TextArea', props: { label: 'Data processing' } },
      { field: 'demo:methods', ui_widget: 'RichInput', props: { label: 'Methods' } },
      {
        field: 'demo:sample_count',
        ui_widget: 'NumberInput',
        props: { label: 'Number of samples', required: true },
      },
      {
        field: 'demo:instrument',
        ui_widget: 'Dropdown',
        props: { label: 'Instrument', placeholder: 'Choose an instrument', clearable: true },
      },
      {
        field: 'demo:disciplines',
        ui_widget: 'AutocompleteDropdown',
        props: { label: 'Disciplines', autocompleteFrom: DISCIPLINES_URL, multiple: true },
      },
      {
        field: 'demo:ongoing',
        ui_widget: 'BooleanCheckbox',
        props: {
          label: 'Ongoing collection',
          trueLabel: 'Still collecting',
          falseLabel: 'Complete',
        },
      },
      {
        field: 'demo:keywords',
        ui_widget: 'MultiInput',
        props: { label: 'Project keywords', additionLabel: 'Add project keyword' },
      },
      {
        field: 'demo:data_quality',
        ui_widget: 'DataQualityRating',
        props: { label: 'Data quality', helpText: 'From 1 (raw) to 5 (fully verified).' },
      },
    ],
  },
];

/**
 * Sections as invenio-app-rdm prints `RDM_CUSTOM_FIELDS_UI`: v14's `helpText` and `labelIcon`,
 * a vocabulary's options in `props.options`, the bundles under their upstream names (a thesis
 * as older releases configure it), and a widget of the instance's own the form lacks.
 */
const UPSTREAM_UI = [
  {
    section: 'CERN Experiment',
    fields: [
      {
        field: 'cern:experiment',
        ui_widget: 'Dropdown',
        is_vocabulary: true,
        props: {
          id: 'cern:experiment',
          label: 'CERN Experiment',
          placeholder: 'ATLAS',
          labelIcon: 'lab',
          helpText: 'One of the experiments, e.g. LHC or ATLAS.',
          options: [
            { id: 'ATLAS', title_l10n: 'ATLAS' },
            { id: 'LHC', title_l10n: 'Large Hadron Collider' },
          ],
        },
      },
      {
        field: 'cern:run_dates',
        ui_widget: 'Input',
        props: { label: 'Run dates', placeholder: '2024-05/2025', helpText: 'An EDTF interval.' },
      },
      {
        field: 'cern:subjects',
        ui_widget: 'SubjectAutocompleteDropdown',
        props: { label: 'Experiment subjects' },
      },
    ],
  },
  {
    section: 'Publishing information',
    fields: [
      {
        field: 'journal:journal',
        ui_widget: 'Journal',
        props: {
          label: 'Journal',
          labelIcon: 'newspaper outline',
          title: { label: 'Title', placeholder: '', description: 'Title of the journal' },
          volume: { label: 'Volume', placeholder: 'e.g. 645', description: '' },
          issue: { label: 'Issue', placeholder: 'e.g. 7', description: '' },
          pages: { label: 'Page range or article number', placeholder: 'e.g. 15-23 or A29' },
          issn: { label: 'ISSN', placeholder: 'e.g. 2077-9550', description: '' },
        },
      },
      {
        field: 'thesis:thesis',
        ui_widget: 'Thesis',
        props: {
          label: 'Thesis',
          icon: 'university',
          university: { label: 'Awarding university', placeholder: '', description: '' },
        },
      },
    ],
  },
];

const VOCABULARIES = {
  'demo:instrument': [
    { id: 'seismometer', title: 'Seismometer' },
    { id: 'mass-spectrometer', title: 'Mass spectrometer' },
    { id: 'confocal-microscope', title: 'Confocal microscope' },
  ],
};

const vocabulariesApi = fakeVocabulariesApi({
  entries: {
    [DISCIPLINES_URL]: [
      { id: 'geology', title: { en: 'Geology' } },
      { id: 'oceanography', title: { en: 'Oceanography' } },
      { id: 'soil-science', title: { en: 'Soil science' } },
    ],
  },
});

/** A host's own widget, as a host page would write it: value and onChange through props. */
const DataQualityRating = ({
  value,
  onChange,
  label,
  props,
  error,
  id,
}: HostCustomFieldWidgetProps) => (
  <fieldset
    aria-describedby={error ? `${id}-error` : `${id}-hint`}
    style={{ border: 0, padding: 0 }}
  >
    <legend style={{ fontWeight: 'bold' }}>{label}</legend>
    {[1, 2, 3, 4, 5].map((level) => (
      <label key={level} style={{ marginRight: '1em' }}>
        <input type="radio" checked={value === level} onChange={() => onChange(level)} /> {level}
      </label>
    ))}
    <p id={`${id}-hint`}>{String(props.helpText)}</p>
    {error && <p id={`${id}-error`}>{error}</p>}
  </fieldset>
);

const HOST_WIDGETS: CustomFieldWidgetMap = { DataQualityRating };

interface CustomFieldsScenarioProps {
  ui?: unknown;
  values?: CustomFieldValues;
  errors?: FormikErrors<EditorRecord>;
  withVocabularies?: boolean;
}

/** The custom fields inside a small form holding `custom_fields`. */
const CustomFieldsScenario = ({
  ui,
  values,
  errors,
  withVocabularies,
}: CustomFieldsScenarioProps) => (
  <FormikHarness initialValues={values && { custom_fields: values }} initialErrors={errors}>
    <CustomFields
      ui={ui}
      vocabularies={withVocabularies ? VOCABULARIES : undefined}
      vocabulariesApi={withVocabularies ? vocabulariesApi : undefined}
      widgets={HOST_WIDGETS}
    />
  </FormikHarness>
);

const meta = {
  title: 'Widgets/Deposit form/Fields/Custom',
  component: CustomFieldsScenario,
  args: { ui: UI },
} satisfies Meta<typeof CustomFieldsScenario>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: 'Empty' };

export const Filled: Story = {
  name: 'Filled in',
  args: {
    values: {
      'journal:journal': { title: 'Alpine Soils', issn: '1234-5679', volume: '12', issue: '3' },
      'imprint:imprint': { title: 'Soils of Europe', isbn: '978-3-16-148410-0', place: 'Bern' },
      'meeting:meeting': {
        title: 'Soil Days',
        acronym: 'SD26',
        dates: '4-6 May 2026',
        place: 'Geneva',
        url: 'https://soil-days.test',
        session: 'B',
        session_part: '2',
      },
      'thesis:thesis': { university: 'University of Bern' },
      'rdm:venue_note': 'Hall B',
    },
  },
};

export const WithErrors: Story = {
  name: 'With errors',
  args: {
    values: { 'journal:journal': { issn: '1234' }, 'meeting:meeting': { url: 'soil-days' } },
    errors: {
      custom_fields: {
        'journal:journal': { issn: 'Invalid ISSN.' },
        'meeting:meeting': { url: 'Not a valid URL.' },
      },
    } as never,
  },
};

export const WithoutConfig: Story = { name: 'None configured', args: { ui: undefined } };

/** Every generic widget and a host's own, nothing entered yet. */
export const GenericWidgetsEmpty: Story = {
  name: 'Generic widgets, empty',
  args: { ui: GENERIC_UI, withVocabularies: true },
};

export const GenericWidgetsFilled: Story = {
  name: 'Generic widgets, filled in',
  args: {
    ui: GENERIC_UI,
    withVocabularies: true,
    values: {
      'demo:project_url': 'https://example.org/tides',
      'demo:data_processing': 'Despiked and averaged over 10 minutes.',
      'demo:methods': '<p>Pressure gauges on <strong>three</strong> piers.</p>',
      'demo:sample_count': 1200,
      'demo:instrument': { id: 'seismometer', title: 'Seismometer' },
      'demo:disciplines': [
        { id: 'geology', title: 'Geology' },
        { id: 'oceanography', title: 'Oceanography' },
      ],
      'demo:ongoing': false,
      'demo:keywords': ['tides', 'harbour'],
      'demo:data_quality': 4,
    },
  },
};

export const GenericWidgetsWithErrors: Story = {
  name: 'Generic widgets with errors',
  args: {
    ui: GENERIC_UI,
    withVocabularies: true,
    values: { 'demo:sample_count': 'about 12', 'demo:project_url': 'tides' },
    errors: {
      custom_fields: {
        'demo:project_url': 'Not a valid URL.',
        'demo:sample_count': 'Not a valid integer.',
        'demo:ongoing': 'Missing data for required field.',
        'demo:data_quality': 'Must be between 1 and 5.',
      },
    } as never,
  },
};

/** InvenioRDM's own config, as its deposit view prints it, filled in. */
export const UpstreamConfig: Story = {
  name: "InvenioRDM's config, filled in",
  args: {
    ui: UPSTREAM_UI,
    values: {
      'cern:experiment': { id: 'LHC', title: 'Large Hadron Collider' },
      'cern:run_dates': '2024-05/2025',
      'cern:subjects': [{ subject: 'Muons' }],
      'journal:journal': { title: 'Nature', volume: '645', pages: 'A29' },
      'thesis:thesis': { university: 'ETH Zürich' },
    },
  },
};

export const ComingSoon: StoryObj<typeof ComingSoonField> = {
  name: 'Coming soon',
  render: () => (
    <FormikHarness>
      <ComingSoonField label="Locations" />
    </FormikHarness>
  ),
};
