import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FormikErrors } from 'formik';
import type { CustomFields as CustomFieldValues, EditorRecord } from '../../src/core/model';
import { ComingSoonField } from '../../src/widgets/deposit-form/fields/ComingSoonField';
import { CustomFields } from '../../src/widgets/deposit-form/fields/custom/CustomFields';
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

interface CustomFieldsScenarioProps {
  ui?: unknown;
  values?: CustomFieldValues;
  errors?: FormikErrors<EditorRecord>;
}

/** The custom fields inside a small form holding `custom_fields`. */
const CustomFieldsScenario = ({ ui, values, errors }: CustomFieldsScenarioProps) => (
  <FormikHarness initialValues={values && { custom_fields: values }} initialErrors={errors}>
    <CustomFields ui={ui} />
  </FormikHarness>
);

const meta = {
  title: 'Deposit form fields/Custom fields',
  component: CustomFieldsScenario,
  args: { ui: UI },
} satisfies Meta<typeof CustomFieldsScenario>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
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

export const WithoutConfig: Story = { args: { ui: undefined } };

export const ComingSoon: StoryObj<typeof ComingSoonField> = {
  render: () => (
    <FormikHarness>
      <ComingSoonField label="Locations" />
    </FormikHarness>
  ),
};
