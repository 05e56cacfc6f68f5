import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen, userEvent } from 'storybook/test';
import { RECORD_STATUSES } from '../../src/core/model';
import { remountOnArgChange } from '../support/remountOnArgChange';
import { CommunityHeaderScenario } from './CommunityHeaderScenario';
import { manyCommunities, noLogo, openScience, restricted, verified } from './communities';
import { ON_A_PHONE } from '../support/viewports';

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

export const NoCommunity: Story = { name: 'No community chosen' };

export const CommunityWithLogo: Story = {
  name: 'A community with a logo',
  args: { community: openScience },
};

export const CommunityWithoutLogo: Story = {
  name: 'A community without a logo',
  args: { community: noLogo },
};

/** A declined review: the community stays, both buttons are disabled. */
export const ButtonsDisabledWhenDeclined: Story = {
  name: 'Buttons disabled after a declined review',
  args: { community: openScience, status: 'declined' },
};

/** A published record: the community shows, the buttons are gone. */
export const SelectionHiddenWhenPublished: Story = {
  name: 'No choice once published',
  args: { community: openScience, status: 'published' },
};

/** The host hides the header: nothing renders. */
export const HeaderHidden: Story = {
  name: 'Hidden by the host',
  args: { community: openScience, showHeader: false },
};

export const ModalOnAll: Story = { name: 'Choosing: all communities', play: openModal };

export const ModalOnMyCommunities: Story = {
  name: 'Choosing: my communities',
  args: { memberships: { [openScience.id]: 'curator', [verified.id]: 'owner' } },
  play: async () => {
    await openModal();
    await userEvent.click(screen.getByRole('tab', { name: 'My communities' }));
    await screen.findByText('Curator');
  },
};

/** A verified community takes a new record only through its own upload form. */
export const VerifiedCommunity: Story = {
  name: 'Choosing a verified community',
  args: { communities: { all: [verified, openScience] } },
  play: openModal,
};

/** A public record and a restricted community: choosing it will restrict the record. */
export const RestrictedCommunityMessage: Story = {
  name: 'Choosing a restricted community',
  args: { communities: { all: [restricted, openScience] } },
  play: openModal,
};

export const Loading: Story = {
  name: 'Choosing: loading',
  args: { communities: { hang: true } },
  play: openModal,
};

export const EmptyResult: Story = {
  name: 'Choosing: nothing found',
  args: { communities: { all: [] } },
  play: openModal,
};

export const FailedSearch: Story = {
  name: 'Choosing: the search failed',
  args: { communities: { failWith: 'The search service is unavailable.' } },
  play: openModal,
};

/** The choice could not be saved: the server's message shows, the previous choice stays. */
export const ChoiceNotSaved: Story = {
  name: 'The choice could not be saved',
  args: {
    community: noLogo,
    saveFailsWith: 'An open review cannot be deleted.',
  },
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await screen.findByRole('alert');
  },
};

/* The main states at 375 px, in the phone viewport. */

export const CommunityWithLogoOnAPhone: Story = {
  ...CommunityWithLogo,
  name: 'A community with a logo on a phone',
  globals: ON_A_PHONE,
};

export const ModalOnAllOnAPhone: Story = {
  ...ModalOnAll,
  name: 'Choosing a community on a phone',
  globals: ON_A_PHONE,
};
