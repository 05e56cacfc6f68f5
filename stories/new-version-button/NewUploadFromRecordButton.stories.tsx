import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { userEvent, within } from 'storybook/test';
import { ApiError } from '../../src/core/api';
import { NewUploadFromRecordButton } from '../../src/widgets/new-version-button';
import { aCompleteDraft } from '../../test/factories/completeDraft';
import { FakeDraftsApi } from '../../test/support/editor/fakeDraftsApi';
import { remountOnArgChange } from '../support/remountOnArgChange';
import { ON_A_PHONE } from '../support/viewports';

interface NewUploadScenarioProps {
  /** The server's answer: at once, never, or a refusal. */
  answer: 'created' | 'hangs' | 'refused';
  /** Why the button waits (the deposit form: edits not saved yet). */
  unavailableReason?: string;
}

/** The button over a fake server of its own; the new upload's page is not followed. */
const NewUploadScenario = ({ answer, unavailableReason }: NewUploadScenarioProps) => {
  const [draftsApi] = useState(() => {
    const api = new FakeDraftsApi({ newId: 'new01-23456' });
    if (answer === 'hangs') api.hold('create');
    if (answer === 'refused') {
      api.failNext('create', new ApiError({ message: 'Permission denied.', status: 403 }));
    }
    return api;
  });
  const [record] = useState(() => aCompleteDraft({ status: 'published', is_published: true }));
  const [opened, setOpened] = useState<string | null>(null);
  return (
    <>
      <NewUploadFromRecordButton
        record={record as unknown as Record<string, unknown>}
        config={{ createUrl: 'https://repo.test/api/records' }}
        draftsApi={draftsApi}
        unavailableReason={unavailableReason}
        onCreated={(draft) => setOpened(draft.links.self_html ?? '')}
      />
      {opened && <p>Would open {opened}</p>}
    </>
  );
};

const meta = {
  title: 'Widgets/New version button/New upload from this record',
  component: NewUploadScenario,
  decorators: [remountOnArgChange],
  args: { answer: 'created' },
  argTypes: {
    answer: {
      description: 'What the server answers to the new draft.',
      control: 'radio',
      options: ['created', 'hangs', 'refused'],
    },
    unavailableReason: {
      description: 'Why the button cannot be used now: it is disabled and says so.',
      control: 'text',
    },
  },
} satisfies Meta<typeof NewUploadScenario>;

export default meta;
type Story = StoryObj<typeof meta>;

const clickButton = async (canvasElement: HTMLElement) =>
  userEvent.click(
    within(canvasElement).getByRole('button', { name: 'New upload from this record' }),
  );

export const Idle: Story = { name: 'Idle' };

/** The server has not answered yet. */
export const Busy: Story = {
  name: 'Creating',
  args: { answer: 'hangs' },
  play: ({ canvasElement }) => clickButton(canvasElement),
};

export const Failed: Story = {
  name: 'Failed',
  args: { answer: 'refused' },
  play: async ({ canvasElement }) => {
    await clickButton(canvasElement);
    await within(canvasElement).findByText(/Could not create the new upload/);
  },
};

/** The deposit form's draft has edits not saved yet: focus or hover says so. */
export const Unsaved: Story = {
  name: 'Edits not saved yet',
  args: { unavailableReason: 'Save your changes first.' },
};

export const IdleOnAPhone: Story = { ...Idle, name: 'Idle on a phone', globals: ON_A_PHONE };
