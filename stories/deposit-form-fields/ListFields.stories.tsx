import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FormikErrors } from 'formik';
import { expect, userEvent, within } from 'storybook/test';
import type { VocabulariesApi } from '../../src/core/api';
import type { EditorRecord, FormMetadata, FormRelatedWork } from '../../src/core/model';
import { DatesField } from '../../src/widgets/deposit-form/fields/DatesField';
import { FundingField } from '../../src/widgets/deposit-form/fields/FundingField';
import { IdentifiersField } from '../../src/widgets/deposit-form/fields/IdentifiersField';
import { ReferencesField } from '../../src/widgets/deposit-form/fields/ReferencesField';
import { RelatedWorksField } from '../../src/widgets/deposit-form/fields/RelatedWorksField';
import { SubjectsField } from '../../src/widgets/deposit-form/fields/SubjectsField';
import { fakeVocabulariesApi } from '../../test/support/depositForm/fakeVocabulariesApi';
import { FormikHarness } from '../../test/support/depositForm/formikHarness';
import {
  awardSuggestions,
  emptyListRows,
  filledListMetadata,
  funderSuggestions,
  listErrors,
  listVocabularies,
  subjectSuggestions,
} from '../../test/widgets/deposit-form/fields/listsFixtures';

interface ListFieldsScenarioProps {
  metadata?: Partial<FormMetadata>;
  errors?: FormikErrors<EditorRecord>;
  vocabulariesApi?: VocabulariesApi;
}

/** The repeatable metadata fields inside a small form holding `metadata`. */
const ListFieldsScenario = ({ metadata, errors, vocabulariesApi }: ListFieldsScenarioProps) => (
  <FormikHarness initialValues={{ metadata: metadata as FormMetadata }} initialErrors={errors}>
    <DatesField vocabularies={listVocabularies} />
    <IdentifiersField vocabularies={listVocabularies} />
    <ReferencesField />
    <RelatedWorksField vocabularies={listVocabularies} />
    <SubjectsField vocabulariesApi={vocabulariesApi} />
    <FundingField vocabulariesApi={vocabulariesApi} />
  </FormikHarness>
);

const scenarioApi = (options: Parameters<typeof fakeVocabulariesApi>[0] = {}) =>
  fakeVocabulariesApi({
    subjects: subjectSuggestions,
    funders: funderSuggestions,
    awards: awardSuggestions,
    ...options,
  });

const meta = {
  title: 'Widgets/Deposit form/Fields/Lists',
  component: ListFieldsScenario,
  args: { vocabulariesApi: scenarioApi() },
} satisfies Meta<typeof ListFieldsScenario>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: 'Empty' };

export const Filled: Story = { name: 'Filled in', args: { metadata: filledListMetadata() } };

export const WithErrors: Story = {
  name: 'With errors',
  args: { metadata: emptyListRows(), errors: listErrors },
};

export const KeywordsOnlyWithoutSearch: Story = {
  name: 'Keywords only, no subject search',
  args: { vocabulariesApi: undefined, metadata: { subjects: [{ subject: 'peatland' }] } },
};

export const SubjectSuggestions: Story = {
  name: 'Subject suggestions',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Keyword or subject' }), 'soil');
    await expect(
      await canvas.findByRole('option', { name: 'Soil Microbiology (MeSH)' }),
    ).toBeInTheDocument();
  },
};

export const SubjectSearchFailed: Story = {
  name: 'The subject search failed',
  args: { vocabulariesApi: scenarioApi({ fail: { subjects: 'The subjects search is down.' } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Keyword or subject' }), 'soil');
    await expect(await canvas.findByText(/The subjects search is down/)).toBeInTheDocument();
  },
};

export const SubjectSearching: Story = {
  name: 'Searching subjects',
  args: { vocabulariesApi: scenarioApi({ hang: ['subjects'] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Keyword or subject' }), 'soil');
    await expect(await canvas.findByText('Searching…')).toBeInTheDocument();
  },
};

export const FunderSuggestions: Story = {
  name: 'Funder suggestions',
  args: { metadata: { funding: [{ funder: {} }] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: /^Funder/ }), 'e');
    await expect(
      await canvas.findByRole('option', { name: 'European Commission (Belgium)' }),
    ).toBeInTheDocument();
  },
};

export const AwardSuggestions: Story = {
  name: 'Award suggestions',
  args: { metadata: { funding: [{ funder: { id: '00k4n6c32', name: 'European Commission' } }] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Award title' }), 'open');
    await expect(await canvas.findByRole('option', { name: /^246686/ })).toBeInTheDocument();
  },
};

export const NoFunderMatches: Story = {
  name: 'No funder matches',
  args: { metadata: { funding: [{ funder: {} }] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: /^Funder/ }), 'zzz');
    await expect(await canvas.findByText('No matches found.')).toBeInTheDocument();
  },
};

const manyRelatedWorks = (): FormRelatedWork[] =>
  Array.from({ length: 200 }, (_, index) => ({
    relation_type: 'cites',
    identifier: `10.1234/work.${index + 1}`,
    scheme: 'doi',
    resource_type: 'dataset',
  }));

/** Typing in one row must stay instant with 200 rows (issue 6). */
export const TwoHundredRelatedWorks: Story = {
  name: 'Two hundred related works',
  args: { metadata: { related_identifiers: manyRelatedWorks() } },
};

/** The scheme follows the identifier until the user picks one. */
export const SchemeDetectedFromIdentifier: Story = {
  name: 'Scheme detected from the identifier',
  args: {
    metadata: { related_identifiers: [{ relation_type: 'cites', identifier: '', scheme: '' }] },
  },
  play: async ({ canvasElement }) => {
    const row = within(within(canvasElement).getByRole('group', { name: 'Related work 1' }));
    await userEvent.type(row.getByRole('textbox'), 'https://doi.org/10.1234/abc');
    await expect(row.getByRole('combobox', { name: /^Scheme/ })).toHaveValue('doi');
  },
};
