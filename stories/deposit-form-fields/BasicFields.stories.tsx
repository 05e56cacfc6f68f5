import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FormikErrors } from 'formik';
import { expect, userEvent, within } from 'storybook/test';
import type { VocabulariesApi } from '../../src/core/api';
import type { EditorRecord, FormMetadata, FormVocabularies } from '../../src/core/model';
import { AdditionalDescriptionsField } from '../../src/widgets/deposit-form/fields/AdditionalDescriptionsField';
import { AdditionalTitlesField } from '../../src/widgets/deposit-form/fields/AdditionalTitlesField';
import { DescriptionField } from '../../src/widgets/deposit-form/fields/DescriptionField';
import { LanguagesField } from '../../src/widgets/deposit-form/fields/LanguagesField';
import { PublicationDateField } from '../../src/widgets/deposit-form/fields/PublicationDateField';
import { PublisherField } from '../../src/widgets/deposit-form/fields/PublisherField';
import { CopyrightField } from '../../src/widgets/deposit-form/fields/CopyrightField';
import { ResourceTypeField } from '../../src/widgets/deposit-form/fields/ResourceTypeField';
import { TitleField } from '../../src/widgets/deposit-form/fields/TitleField';
import { VersionField } from '../../src/widgets/deposit-form/fields/VersionField';
import { fakeVocabulariesApi } from '../../test/support/depositForm/fakeVocabulariesApi';
import { FormikHarness } from '../../test/support/depositForm/formikHarness';

const vocabularies: FormVocabularies = {
  resource_type: [
    { id: 'dataset', icon: 'table', type_name: 'Dataset', subtype_name: '' },
    { id: 'image-photo', icon: 'chart bar outline', type_name: 'Image', subtype_name: 'Photo' },
    {
      id: 'publication-article',
      icon: 'file alternate',
      type_name: 'Publication',
      subtype_name: 'Article',
    },
    { id: 'software', icon: 'code', type_name: 'Software', subtype_name: '' },
  ],
  titles: {
    type: [
      { value: 'alternative-title', text: 'Alternative title' },
      { value: 'subtitle', text: 'Subtitle' },
      { value: 'translated-title', text: 'Translated title' },
    ],
  },
  descriptions: {
    type: [
      { value: 'abstract', text: 'Abstract' },
      { value: 'methods', text: 'Methods' },
      { value: 'other', text: 'Other' },
    ],
  },
};

const languages = [
  { id: 'eng', title: { en: 'English' } },
  { id: 'fra', title: { en: 'French' } },
  { id: 'deu', title: { en: 'German' } },
  { id: 'spa', title: { en: 'Spanish' } },
];

interface BasicFieldsScenarioProps {
  metadata?: Partial<FormMetadata>;
  errors?: FormikErrors<EditorRecord>;
  vocabulariesApi: VocabulariesApi;
}

/** The basic metadata fields inside a small form holding `metadata`. */
const BasicFieldsScenario = ({ metadata, errors, vocabulariesApi }: BasicFieldsScenarioProps) => (
  <FormikHarness initialValues={{ metadata: metadata as FormMetadata }} initialErrors={errors}>
    <ResourceTypeField vocabularies={vocabularies} />
    <TitleField />
    <AdditionalTitlesField vocabularies={vocabularies} vocabulariesApi={vocabulariesApi} />
    <PublicationDateField />
    <DescriptionField />
    <AdditionalDescriptionsField vocabularies={vocabularies} vocabulariesApi={vocabulariesApi} />
    <LanguagesField vocabulariesApi={vocabulariesApi} />
    <VersionField />
    <PublisherField />
    <CopyrightField />
  </FormikHarness>
);

const meta = {
  title: 'Widgets/Deposit form/Fields/Basic information',
  component: BasicFieldsScenario,
  args: { vocabulariesApi: fakeVocabulariesApi({ languages }) },
} satisfies Meta<typeof BasicFieldsScenario>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: 'Empty' };

export const Filled: Story = {
  name: 'Filled in',
  args: {
    metadata: {
      resource_type: 'dataset',
      title: 'Soil moisture in alpine meadows',
      additional_titles: [
        { title: 'Humidité des sols des prairies alpines', type: 'translated-title', lang: 'fra' },
      ],
      publication_date: '2024-05-17',
      description: '<p>Hourly readings from <strong>12 sensors</strong>, 2019–2023.</p>',
      additional_descriptions: [
        {
          description: '<ul><li>Capacitive sensors</li><li>Calibrated yearly</li></ul>',
          type: 'methods',
        },
      ],
      languages: [
        { id: 'eng', title: 'English' },
        { id: 'fra', title: 'French' },
      ],
      version: 'v1.2.0',
      publisher: 'Alpine Data Repository',
      copyright: '© 2024 Alpine Data Repository',
    },
  },
};

export const WithErrors: Story = {
  name: 'With errors',
  args: {
    metadata: {
      additional_titles: [{ title: '', type: '' }],
      publication_date: '2024-13',
      additional_descriptions: [{ description: '', type: '' }],
    },
    errors: {
      metadata: {
        resource_type: 'Missing data for required field.',
        title: 'Missing data for required field.',
        additional_titles: [
          { title: 'Title is a required field.', type: 'Type is a required field.' },
        ],
        publication_date: 'Invalid date format.',
        description: 'Description must be at least 3 characters.',
        additional_descriptions: [
          { description: 'Description is a required field.', type: 'Type is a required field.' },
        ],
        languages: 'Unknown language.',
        version: 'Version is too long.',
        publisher: 'Publisher is too long.',
      } as never,
    },
  },
};

const typeLanguage = async (canvasElement: HTMLElement, text: string) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('combobox', { name: 'Languages' }), text);
};

export const LanguageSuggestions: Story = {
  name: 'Language suggestions',
  play: async ({ canvasElement }) => {
    await typeLanguage(canvasElement, 'an');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('option', { name: 'German' })).toBeInTheDocument();
  },
};

export const LanguageSearching: Story = {
  name: 'Searching languages',
  args: { vocabulariesApi: fakeVocabulariesApi({ hang: ['languages'] }) },
  play: async ({ canvasElement }) => typeLanguage(canvasElement, 'fr'),
};

export const LanguageSearchFailed: Story = {
  name: 'The language search failed',
  args: { vocabulariesApi: fakeVocabulariesApi({ fail: { languages: 'Service unavailable' } }) },
  play: async ({ canvasElement }) => {
    await typeLanguage(canvasElement, 'fr');
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('The language search failed. Please try again.'),
    ).toBeInTheDocument();
  },
};

export const LanguageNoMatch: Story = {
  name: 'No language matches',
  play: async ({ canvasElement }) => {
    await typeLanguage(canvasElement, 'zz');
    await expect(await within(canvasElement).findByText('No matches found.')).toBeInTheDocument();
  },
};
