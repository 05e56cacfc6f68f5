import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { LazyDialogScenario } from './LazyDialogScenario';

const meta = {
  title: 'Parts/Dialog loaded on first need',
  component: LazyDialogScenario,
  args: { load: 'at once' },
  argTypes: {
    load: {
      description: 'How the dialog code arrives after the click.',
      options: ['slow', 'failing once', 'at once'],
      control: 'radio',
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Open the dialog' }),
    );
  },
} satisfies Meta<typeof LazyDialogScenario>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button spins, keeps its size and the focus, until the code is in. */
export const Loading: Story = { name: 'Loading after the click', args: { load: 'slow' } };

/** The code could not be loaded: a message with Retry in the dialog's place. */
export const Failed: Story = {
  name: 'Could not be loaded',
  args: { load: 'failing once' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Open the dialog' }));
    await canvas.findByRole('alert');
  },
};

export const Opened: Story = { name: 'Opened' };
