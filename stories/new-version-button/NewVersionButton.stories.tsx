import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { userEvent, within } from 'storybook/test';
import { NewVersionButton } from '../../src/widgets/new-version-button';
import { aSharedRecord } from '../../test/factories/access';
import { fakeAccessApi, type FakeAccessApiOptions } from '../../test/support/share/fakeAccessApi';
import { remountOnArgChange } from '../support/remountOnArgChange';
import { ON_A_PHONE } from '../support/viewports';

interface NewVersionScenarioProps {
  canNewVersion: boolean;
  /** A draft's preview: never published, so there is no version to start from. */
  published?: boolean;
  api?: FakeAccessApiOptions;
}

/** The button over a fake server of its own; a created version is not followed. */
const NewVersionScenario = ({
  canNewVersion,
  published = true,
  api = {},
}: NewVersionScenarioProps) => {
  const [accessApi] = useState(() => fakeAccessApi({ latencyMs: 300, ...api }));
  const [record] = useState(() => aSharedRecord({ is_published: published }));
  const [opened, setOpened] = useState<string | null>(null);
  return (
    <>
      <NewVersionButton
        record={record}
        permissions={{ can_new_version: canNewVersion }}
        accessApi={accessApi}
        onCreated={(draft) => setOpened(draft.links.self_html ?? '')}
      />
      {opened && <p>Would open {opened}</p>}
    </>
  );
};

const meta = {
  title: 'Widgets/New version button',
  component: NewVersionScenario,
  decorators: [remountOnArgChange],
  args: { canNewVersion: true },
  argTypes: {
    canNewVersion: {
      description: '`permissions.can_new_version`: without it the button is disabled.',
      control: 'boolean',
    },
    published: {
      description: '`record.is_published`: a draft that was never published has no new version.',
      control: 'boolean',
    },
    api: { control: false },
  },
} satisfies Meta<typeof NewVersionScenario>;

export default meta;
type Story = StoryObj<typeof meta>;

const clickNewVersion = async (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'New version' }));

export const Enabled: Story = { name: 'Enabled' };

/** Without can_new_version: focus or hover shows why. */
export const Disabled: Story = {
  name: 'Disabled without permission',
  args: { canNewVersion: false },
};

/** A draft's preview: focus or hover says it must be published first. */
export const NotPublishedYet: Story = { name: 'Not published yet', args: { published: false } };

/** The server has not answered yet. */
export const Creating: Story = {
  name: 'Creating',
  args: { api: { hang: ['newVersion'] } },
  play: ({ canvasElement }) => clickNewVersion(canvasElement),
};

export const Failed: Story = {
  name: 'Failed',
  args: {
    api: {
      fail: {
        newVersion: { message: 'The record has an unpublished new version.', status: 400 },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await clickNewVersion(canvasElement);
    await within(canvasElement).findByText('The record has an unpublished new version.');
  },
};

/* The main states at 375 px, in the phone viewport. */

export const EnabledOnAPhone: Story = {
  ...Enabled,
  name: 'Enabled on a phone',
  globals: ON_A_PHONE,
};
