import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createI18n } from '../../src/ui/i18n/createI18n';
import { RestorePrompt } from '../../src/widgets/deposit-form/unsaved/RestorePrompt';
import { anEditorRecord } from '../../test/factories/editorRecord';

const kept = anEditorRecord({ metadata: { title: 'Soil samples, 2025' } });
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

const meta = {
  title: 'Widgets/Deposit form/Unsaved changes',
  component: RestorePrompt,
  args: {
    savedAt: minutesAgo(3),
    values: kept,
    onRestore: fn(),
    onDiscard: fn(),
  },
} satisfies Meta<typeof RestorePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After a reload: the copy is a few minutes old. */
export const Offered: Story = { name: 'Offered after a reload' };

/** A copy from an earlier visit, weeks ago (copies older than 30 days are not offered). */
export const OlderCopy: Story = {
  name: 'An older copy',
  args: { savedAt: new Date(Date.now() - 26 * 24 * 60 * 60_000) },
};

/** The date and time follow the page's language. */
export const GermanPage: Story = {
  name: 'On a German page',
  decorators: [
    (Story) => (
      <I18nextProvider i18n={createI18n({ locale: 'de' })}>
        <Story />
      </I18nextProvider>
    ),
  ],
};

export const Restored: Story = {
  name: 'Restored',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Restore' }));
    await expect(args.onRestore).toHaveBeenCalledWith(kept);
  },
};

export const DiscardedWithKeyboard: Story = {
  name: 'Discarded with the keyboard',
  play: async ({ canvasElement, args }) => {
    const discard = within(canvasElement).getByRole('button', { name: 'Discard' });
    discard.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDiscard).toHaveBeenCalled();
  },
};
