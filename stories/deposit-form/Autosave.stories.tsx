import type { Meta, StoryObj } from '@storybook/react-vite';
import { AutosaveStatus } from '../../src/widgets/deposit-form/autosave/AutosaveStatus';
import { scenarioMeta } from './scenarioArgs';

/** What autosave says beside the actions, in each of its states. */
const meta = {
  ...scenarioMeta,
  title: 'Widgets/Deposit form/Autosave',
} satisfies Meta<typeof scenarioMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Autosave's status beside the actions; the story names stay literal, where Storybook reads them. */
const showing = (state: Parameters<typeof AutosaveStatus>[0]): Story['args'] => ({
  slots: { actionsStatus: <AutosaveStatus {...state} /> },
});
const SAVED_AT = new Date(2026, 10, 24, 14, 3);

export const AutosaveSaving: Story = { name: 'Saving', args: showing({ phase: 'saving' }) };
export const AutosaveSaved: Story = {
  name: 'Saved',
  args: showing({ phase: 'saved', savedAt: SAVED_AT }),
};
/** The server kept the draft but refused a value: the status names that field. */
export const AutosaveSavedExceptRefused: Story = {
  name: 'Saved except a refused value',
  args: showing({
    phase: 'saved',
    savedAt: SAVED_AT,
    refused: ['Publication date'],
  }),
};
export const AutosaveRetrying: Story = { name: 'Retrying', args: showing({ phase: 'retrying' }) };
export const AutosaveOffline: Story = { name: 'Offline', args: showing({ phase: 'offline' }) };
export const AutosaveFailed: Story = { name: 'Failed', args: showing({ phase: 'failed' }) };
