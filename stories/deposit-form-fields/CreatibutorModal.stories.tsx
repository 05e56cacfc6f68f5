import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { FormCreatibutor, FormVocabularies } from '../../src/core/model';
import { CreatibutorModal } from '../../src/widgets/deposit-form/fields/creatibutors/CreatibutorModal';
import { fakeVocabulariesApi } from '../../test/support/depositForm/fakeVocabulariesApi';

const vocabularies: FormVocabularies = {
  creators: { role: [{ value: 'contactperson', text: 'Contact person' }] },
  contributors: {
    role: [
      { value: 'editor', text: 'Editor' },
      { value: 'datacurator', text: 'Data curator' },
      { value: 'supervisor', text: 'Supervisor' },
    ],
  },
};

const vocabulariesApi = fakeVocabulariesApi({
  names: [
    {
      id: 'curie-marie',
      name: 'Curie, Marie',
      family_name: 'Curie',
      given_name: 'Marie',
      identifiers: [{ scheme: 'orcid', identifier: '0000-0002-1825-0097' }],
      affiliations: [{ id: '05a28rw58', name: 'ETH Zurich' }],
    },
    { id: 'curie-pierre', name: 'Curie, Pierre', family_name: 'Curie', given_name: 'Pierre' },
  ],
  affiliations: [
    {
      id: '01ggx4157',
      name: 'European Organization for Nuclear Research',
      acronym: 'CERN',
      country_name: 'Switzerland',
    },
    { id: '05a28rw58', name: 'ETH Zurich', country_name: 'Switzerland' },
  ],
});

const curie: FormCreatibutor = {
  person_or_org: {
    type: 'personal',
    family_name: 'Curie',
    given_name: 'Marie',
    name: 'Curie, Marie',
    identifiers: [{ scheme: 'orcid', identifier: '0000-0002-1825-0097' }],
  },
  affiliations: [{ id: '05a28rw58', name: 'ETH Zurich' }, { name: 'Radium Institute' }],
  role: 'supervisor',
};

const lab: FormCreatibutor = {
  person_or_org: {
    type: 'organizational',
    name: 'Open Science Lab',
    identifiers: [{ scheme: 'ror', identifier: '03yrm5c26' }],
  },
  affiliations: [],
};

/** The modal renders in a portal on the page's body, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: 'Widgets/Deposit form/Fields/Creator modal',
  component: CreatibutorModal,
  args: {
    kind: 'creators',
    vocabularies,
    vocabulariesApi,
    onSave: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof CreatibutorModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Adding a creator: the names search above the fields (mode 'search', the default). */
export const AddCreator: Story = { name: 'Adding a creator' };

export const AddContributor: Story = {
  name: 'Adding a contributor',
  args: { kind: 'contributors' },
};

export const EditPerson: Story = {
  name: 'Editing a person',
  args: { kind: 'contributors', initial: curie },
};

export const EditOrganisation: Story = {
  name: 'Editing an organisation',
  args: { initial: lab },
};

/** Mode 'search_only': a person is found, or typed after 'Enter manually'. */
export const SearchOnly: Story = {
  name: 'Names from the search only',
  args: { autocompleteNames: 'search_only' },
};

/** Mode 'off': no names search. */
export const SearchOff: Story = {
  name: 'Names typed only',
  args: { autocompleteNames: 'off' },
};

export const NameSuggestions: Story = {
  name: 'Name suggestions',
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.type(body.getByRole('combobox', { name: 'Search for a person' }), 'Curie');
    await expect(await body.findByRole('option', { name: /Curie, Marie/ })).toBeVisible();
  },
};

export const PickedFromSearch: Story = {
  name: 'A name picked from the search',
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.type(body.getByRole('combobox', { name: 'Search for a person' }), 'Marie');
    await userEvent.click(await body.findByRole('option', { name: /Curie, Marie/ }));
    await expect(body.getByRole('textbox', { name: /Family name/ })).toHaveValue('Curie');
  },
};

export const AffiliationFreeText: Story = {
  name: 'An affiliation typed freely',
  args: { autocompleteNames: 'off' },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.type(body.getByRole('combobox', { name: 'Affiliations' }), 'Kitchen Lab');
    await expect(await body.findByRole('option', { name: 'Add "Kitchen Lab"' })).toBeVisible();
    // The search has answered: the picture shows the settled list, not 'Searching…'.
    await waitFor(() => expect(body.queryByText('Searching…')).not.toBeInTheDocument());
  },
};

export const PersonErrors: Story = {
  name: "A person's errors",
  args: { kind: 'contributors', autocompleteNames: 'off' },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.type(body.getByRole('textbox', { name: 'ORCID' }), '0000-0002-1825-0098');
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    await expect(await body.findByText('Family name is a required field.')).toBeVisible();
    await expect(body.getByText('Role is a required field.')).toBeVisible();
    await expect(body.getByText('Invalid ORCID identifier.')).toBeVisible();
  },
};

export const OrganisationErrors: Story = {
  name: "An organisation's errors",
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(body.getByRole('radio', { name: 'Organization' }));
    await userEvent.type(body.getByRole('textbox', { name: 'ROR' }), 'not-a-ror');
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    await expect(await body.findByText('Name is a required field.')).toBeVisible();
    await expect(body.getByText('Invalid ROR identifier.')).toBeVisible();
  },
};

/** Right after 'Save and add another': the label says 'Added!' for 2 s. */
export const AddedAnother: Story = {
  name: 'Added, ready for another',
  args: { autocompleteNames: 'off' },
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    await userEvent.type(body.getByRole('textbox', { name: /Family name/ }), 'Curie');
    await userEvent.click(body.getByRole('button', { name: 'Save and add another' }));
    await expect(await body.findByRole('button', { name: 'Added!' })).toBeVisible();
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ affiliations: [] }),
      true,
    );
  },
};

/** The user's earlier records name Marie Curie twice, a lab and an institute once. */
const curieAsRecorded = { person_or_org: curie.person_or_org, affiliations: curie.affiliations };
const withUploads = fakeVocabulariesApi({
  names: [
    { id: 'curie-pierre', name: 'Curie, Pierre', family_name: 'Curie', given_name: 'Pierre' },
  ],
  userRecords: [
    { updated: '2025-03-01', metadata: { creators: [curieAsRecorded, lab] } },
    { updated: '2024-06-01', metadata: { creators: [curieAsRecorded] } },
    {
      updated: '2024-01-01',
      metadata: {
        creators: [{ person_or_org: { type: 'organizational', name: 'Curie Institute' } }],
      },
    },
  ],
});

/** Co-authors of the user's uploads first, under their group, then the names vocabulary's. */
export const CoauthorSuggestions: Story = {
  name: 'Co-authors from your uploads',
  args: { vocabulariesApi: withUploads },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.type(body.getByRole('combobox', { name: 'Search for a person' }), 'Curie');
    const mine = await body.findByRole('group', { name: 'From your uploads' });
    await expect(within(mine).getAllByRole('option')).toHaveLength(2);
    await expect(await body.findByRole('option', { name: /Curie, Pierre/ })).toBeVisible();
    await waitFor(() => expect(body.queryByText('Searching…')).not.toBeInTheDocument());
  },
};
