import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FormikErrors } from 'formik';
import { expect, screen, userEvent, within } from 'storybook/test';
import type { VocabulariesApi } from '../../src/core/api';
import type { EditorRecord, FormLicence, FormMetadata } from '../../src/core/model';
import { LicencesField } from '../../src/widgets/deposit-form/fields/LicencesField';
import { fakeVocabulariesApi } from '../../test/support/depositForm/fakeVocabulariesApi';
import { FormikHarness } from '../../test/support/depositForm/formikHarness';
import {
  ccBy,
  LICENCE_HITS,
  LONG_DESCRIPTION,
} from '../../test/widgets/deposit-form/fields/licencesFixtures';

interface LicencesScenarioProps {
  rights?: FormLicence[];
  errors?: FormikErrors<EditorRecord>;
  licenceSearchUrl?: string;
  vocabulariesApi: VocabulariesApi;
}

/** The licences field inside a small form holding `metadata.rights`. */
const LicencesScenario = ({ rights, errors, ...props }: LicencesScenarioProps) => (
  <FormikHarness initialValues={{ metadata: { rights } as FormMetadata }} initialErrors={errors}>
    <LicencesField {...props} />
  </FormikHarness>
);

const standard: FormLicence = {
  id: ccBy.id,
  title: ccBy.title_l10n,
  description: LONG_DESCRIPTION,
  link: ccBy.props?.url,
};
const custom: FormLicence = {
  title: 'Alpine lab data licence',
  description: 'Free for research; ask before commercial use.',
  link: 'https://alpine-lab.test/licence',
};

const meta = {
  title: 'Widgets/Deposit form/Fields/Licences',
  component: LicencesScenario,
  args: {
    licenceSearchUrl: 'https://repo.test/api/vocabularies/licenses',
    vocabulariesApi: fakeVocabulariesApi({ licences: LICENCE_HITS }),
  },
} satisfies Meta<typeof LicencesScenario>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: 'No licence' };

export const Filled: Story = {
  name: 'A standard and a custom licence',
  args: { rights: [standard, custom] },
};

export const WithErrors: Story = {
  name: 'With errors',
  args: {
    rights: [standard, { title: '', link: 'alpine-lab' }],
    errors: {
      metadata: {
        rights: [
          undefined,
          { title: 'Title is a required field.', link: 'Link must be a valid URL' },
        ],
      } as never,
    },
  },
};

export const CustomOnly: Story = {
  name: 'Without a licence search (custom only)',
  args: { licenceSearchUrl: undefined, rights: [custom] },
};

const openPicker = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add standard' }));
  return within(await screen.findByRole('dialog'));
};

export const PickerOpen: Story = {
  name: 'Choosing a standard licence',
  args: { rights: [standard] },
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    await expect(await dialog.findByRole('checkbox', { name: ccBy.title_l10n })).toBeDisabled();
  },
};

export const PickerSoftware: Story = {
  name: 'Choosing a software licence',
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Software' }));
    await userEvent.click(await dialog.findByRole('checkbox', { name: 'MIT License' }));
  },
};

export const PickerSearching: Story = {
  name: 'Choosing: searching',
  args: { vocabulariesApi: fakeVocabulariesApi({ hang: ['licences'] }) },
  play: async ({ canvasElement }) => {
    await openPicker(canvasElement);
  },
};

export const PickerNoMatch: Story = {
  name: 'Choosing: no licence matches',
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Search licenses' }), 'zzz');
    await expect(await dialog.findByText('No licenses found.')).toBeInTheDocument();
  },
};

export const PickerFailed: Story = {
  name: 'Choosing: the search failed',
  args: { vocabulariesApi: fakeVocabulariesApi({ fail: { licences: 'Service unavailable' } }) },
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    await expect(await dialog.findByText('Service unavailable')).toBeInTheDocument();
  },
};

const openCustom = async (canvasElement: HTMLElement, name = 'Add custom') => {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  return within(await screen.findByRole('dialog'));
};

export const CustomModalOpen: Story = {
  name: 'Adding a custom licence',
  play: async ({ canvasElement }) => {
    await openCustom(canvasElement);
  },
};

export const CustomModalErrors: Story = {
  name: 'A custom licence with errors',
  play: async ({ canvasElement }) => {
    const dialog = await openCustom(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Link' }), 'alpine-lab');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(await dialog.findByText('Title is a required field.')).toBeInTheDocument();
    await expect(dialog.getByText('Link must be a valid URL')).toBeInTheDocument();
  },
};

export const EditCustomModal: Story = {
  name: 'Editing a custom licence',
  args: { rights: [standard, custom] },
  play: async ({ canvasElement }) => {
    await openCustom(canvasElement, `Edit ${custom.title}`);
  },
};
