import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen, userEvent } from 'storybook/test';
import { RECORD_STATUSES } from '../../src/core/model';
import { remountOnArgChange } from '../support/remountOnArgChange';
import { CommunityHeaderScenario } from './CommunityHeaderScenario';
import { manyCommunities, noLogo, openScience, restricted, verified } from './communities';

/** Opens the selection modal (it renders in a portal, outside the story's canvas). */
const openModal = async () => {
  const opener =
    screen.queryByRole('button', { name: 'Select a community' }) ??
    screen.getByRole('button', { name: 'Change' });
  await userEvent.click(opener);
  await screen.findByRole('dialog', { name: 'Select a community' });
};

const communityByChoice = {
  none: undefined,
  'with a logo': openScience,
  'without a logo': noLogo,
  verified,
  restricted,
};

const meta = {
  title: 'Widgets/Community header',
  component: CommunityHeaderScenario,
  decorators: [remountOnArgChange],
  args: { communities: { all: manyCommunities, mine: [openScience, verified] } },
  argTypes: {
    status: {
      description:
        "The draft's `status`: published hides the buttons, declined and expired disable them.",
      options: [...RECORD_STATUSES],
      control: 'select',
    },
    community: {
      description: 'The community the draft is addressed to.',
      options: Object.keys(communityByChoice),
      mapping: communityByChoice,
      control: 'select',
    },
    recordAccess: {
      description: "The record's `access.record`.",
      options: ['public', 'restricted'],
      control: 'radio',
    },
    showHeader: { description: 'The host hides the header with `false`.', control: 'boolean' },
    saveFailsWith: {
      description: 'Saving a choice fails with this server message.',
      control: 'text',
    },
    memberships: { control: false },
    communities: { control: false },
  },
} satisfies Meta<typeof CommunityHeaderScenario>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoCommunity: Story = {};

export const CommunityWithLogo: Story = { args: { community: openScience } };

export const CommunityWithoutLogo: Story = { args: { community: noLogo } };

/** A declined review: the community stays, both buttons are disabled. */
export const ButtonsDisabledWhenDeclined: Story = {
  args: { community: openScience, status: 'declined' },
};

/** A published record: the community shows, the buttons are gone. */
export const SelectionHiddenWhenPublished: Story = {
  args: { community: openScience, status: 'published' },
};

/** The host hides the header: nothing renders. */
export const HeaderHidden: Story = { args: { community: openScience, showHeader: false } };

export const ModalOnAll: Story = { play: openModal };

export const ModalOnMyCommunities: Story = {
  args: { memberships: { [openScience.id]: 'curator', [verified.id]: 'owner' } },
  play: async () => {
    await openModal();
    await userEvent.click(screen.getByRole('tab', { name: 'My communities' }));
    await screen.findByText('Curator');
  },
};

/** A verified community takes a new record only through its own upload form. */
export const VerifiedCommunity: Story = {
  args: { communities: { all: [verified, openScience] } },
  play: openModal,
};

/** A public record and a restricted community: choosing it will restrict the record. */
export const RestrictedCommunityMessage: Story = {
  args: { communities: { all: [restricted, openScience] } },
  play: openModal,
};

export const Loading: Story = { args: { communities: { hang: true } }, play: openModal };

export const EmptyResult: Story = { args: { communities: { all: [] } }, play: openModal };

export const FailedSearch: Story = {
  args: { communities: { failWith: 'The search service is unavailable.' } },
  play: openModal,
};

/** The choice could not be saved: the server's message shows, the previous choice stays. */
export const ChoiceNotSaved: Story = {
  args: {
    community: noLogo,
    saveFailsWith: 'An open review cannot be deleted.',
  },
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await screen.findByRole('alert');
  },
};
