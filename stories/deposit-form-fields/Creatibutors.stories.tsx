import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FormikErrors } from 'formik';
import { expect, userEvent, within } from 'storybook/test';
import type { EditorRecord, FormCreatibutor, FormVocabularies } from '../../src/core/model';
import {
  CreatibutorsField,
  type CreatibutorsFieldProps,
} from '../../src/widgets/deposit-form/fields/creatibutors/CreatibutorsField';
import { fakeVocabulariesApi } from '../../test/support/depositForm/fakeVocabulariesApi';
import { FormikHarness } from '../../test/support/depositForm/formikHarness';

const vocabularies: FormVocabularies = {
  creators: {
    role: [
      { value: 'contactperson', text: 'Contact person' },
      { value: 'researcher', text: 'Researcher' },
    ],
  },
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
      id: 'n1',
      name: 'Curie, Marie',
      family_name: 'Curie',
      given_name: 'Marie',
      identifiers: [{ scheme: 'orcid', identifier: '0000-0001-2345-6789' }],
      affiliations: [{ id: '05a28rw58', name: 'ETH Zurich' }],
    },
  ],
  affiliations: [
    { id: '01ggx4157', name: 'CERN', acronym: 'CERN' },
    { id: '05a28rw58', name: 'ETH Zurich' },
  ],
});

const person = (
  family_name: string,
  given_name: string,
  extra: Partial<FormCreatibutor> = {},
): FormCreatibutor => ({
  person_or_org: { type: 'personal', family_name, given_name },
  affiliations: [],
  ...extra,
});

const filled: FormCreatibutor[] = [
  person('Doe', 'Jane', {
    person_or_org: {
      type: 'personal',
      family_name: 'Doe',
      given_name: 'Jane',
      identifiers: [
        { scheme: 'orcid', identifier: '0000-0002-1825-0097' },
        { scheme: 'gnd', identifier: '118540238' },
      ],
    },
    affiliations: [{ id: '01ggx4157', name: 'CERN' }, { name: 'Free-text University' }],
  }),
  person('Roe', 'Rick', { affiliations: [{ id: '05a28rw58', name: 'ETH Zurich' }] }),
  {
    person_or_org: {
      type: 'organizational',
      name: 'Open Science Lab',
      identifiers: [{ scheme: 'ror', identifier: '03yrm5c26' }],
    },
    affiliations: [],
  },
];

const many = (count: number): FormCreatibutor[] =>
  Array.from({ length: count }, (_, index) => person('Author', `Number ${index + 1}`));

type ScenarioProps = CreatibutorsFieldProps & {
  people?: FormCreatibutor[];
  errors?: FormikErrors<EditorRecord>;
};

/** The field in a small form holding `people` under its kind. */
const CreatibutorsScenario = ({ people = [], errors, ...props }: ScenarioProps) => (
  <FormikHarness
    initialValues={{ metadata: { [props.kind]: people } as never }}
    initialErrors={errors}
  >
    <CreatibutorsField {...props} />
  </FormikHarness>
);

const meta = {
  title: 'Widgets/Deposit form/Fields/Creators',
  component: CreatibutorsScenario,
  args: { kind: 'creators', vocabularies, vocabulariesApi },
} satisfies Meta<typeof CreatibutorsScenario>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CreatorsEmpty: Story = { name: 'No creators' };

export const CreatorsFilled: Story = { name: 'Creators', args: { people: filled } };

export const ContributorsEmpty: Story = { name: 'No contributors', args: { kind: 'contributors' } };

export const ContributorsFilled: Story = {
  name: 'Contributors',
  args: {
    kind: 'contributors',
    people: [person('Poe', 'Ed', { role: 'editor' }), person('Moe', 'Kim', { role: 'supervisor' })],
  },
};

export const WithErrors: Story = {
  name: 'With errors',
  args: {
    kind: 'contributors',
    people: [person('Poe', 'Ed', { role: 'editor' }), person('', 'Nobody')],
    errors: {
      metadata: {
        contributors: [
          undefined,
          {
            person_or_org: { family_name: 'Family name is a required field.' },
            role: 'Role is a required field.',
          },
        ] as never,
      },
    },
  },
};

/** 5,000 creators: the summary line and a scroll box that renders only the rows in view. */
export const ThousandsOfCreators: Story = {
  name: 'Five thousand creators',
  args: { people: many(5000) },
};

export const MovedByKeyboard: Story = {
  name: 'Moved with the keyboard',
  args: { people: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Move Doe, Jane down' }));
    await expect(canvas.getByRole('button', { name: 'Move Doe, Jane down' })).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Doe, Jane moved to position 2 of 3',
    );
  },
};

export const AddModalOpen: Story = {
  name: 'Adding one',
  args: { people: filled },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add author' }));
  },
};

export const EditModalOpen: Story = {
  name: 'Editing one',
  args: { people: filled },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit Roe, Rick' }));
  },
};
