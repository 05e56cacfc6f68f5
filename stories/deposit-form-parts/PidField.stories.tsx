import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import type { Pid } from '../../src/core/model';
import { PidField, type PidFieldProps } from '../../src/widgets/deposit-form/pids';
import { FormikHarness } from '../../test/support/depositForm/formikHarness';

type PidScenarioProps = PidFieldProps & { stored?: Pid };

/** The field inside a small form whose `pids.doi` holds `stored`. */
const PidScenario = ({ stored, ...props }: PidScenarioProps) => (
  <FormikHarness initialValues={{ pids: stored ? { doi: stored } : {} }}>
    <PidField {...props} />
  </FormikHarness>
);

const doi = {
  scheme: 'doi',
  label: 'DOI',
  placeholder: 'Copy/paste your existing DOI here...',
  can_be_managed: true,
  can_be_unmanaged: true,
  btn_label_get: 'Get a DOI now!',
  btn_label_discard: 'Discard the reserved DOI.',
  managed_help_text:
    'Reserve a DOI by pressing the button (so it can be included in files prior to upload). The DOI is registered when your upload is published.',
  unmanaged_help_text: 'Copy and paste here your DOI.',
};

const meta = {
  title: 'Widgets/Deposit form/DOI',
  component: PidScenario,
  args: {
    config: doi,
    submitting: false,
    onReserve: () => undefined,
    onDiscard: () => undefined,
  },
} satisfies Meta<typeof PidScenario>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ManagedEmpty: Story = { name: 'None reserved yet' };

export const ManagedReserved: Story = {
  name: 'Reserved',
  args: { stored: { identifier: '10.5281/zenodo.1234567', provider: 'datacite' } },
};

export const ManagedWhileSubmitting: Story = {
  name: 'While the form is busy',
  args: { submitting: true },
};

/** The instance makes DOIs optional (InvenioRDM v13+): the record may be published without. */
export const ManagedOptional: Story = {
  name: 'Optional',
  args: { optional: true },
};

export const ManagedOnly: Story = {
  name: 'Reserved by the repository only',
  args: { config: { ...doi, can_be_unmanaged: false } },
};

export const UnmanagedTyped: Story = {
  name: 'One the user has',
  args: { stored: { identifier: '10.1234/own.doi', provider: 'external' } },
};

export const UnmanagedTyping: Story = {
  name: 'Typing one the user has',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Yes, I have one' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'DOI' }), '10.1234/typed');
  },
};

export const Misconfigured: Story = {
  name: 'Misconfigured',
  args: { config: { ...doi, can_be_managed: false, can_be_unmanaged: false } },
};
