import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen, userEvent, within } from 'storybook/test';
import { anAccessLink } from '../../test/factories/access';
import { remountOnArgChange } from '../support/remountOnArgChange';
import { aStoryPerson, grantOf, ShareAccessScenario } from './ShareAccessScenario';
import { ON_A_PHONE } from '../support/viewports';

const owner = { ...aStoryPerson('1', 'Olga Owner', 'oowner'), is_current_user: true };
const jane = aStoryPerson('7', 'Jane Doe', 'jdoe');
const max = aStoryPerson('8', 'Max Muster', 'mmuster');
const janet = aStoryPerson('9', 'Janet Smith', 'jsmith');
const curators = { id: 'curators', name: 'curators', description: 'Curation team' };
const editors = { id: 'editors', name: 'editors', description: 'Editorial board' };

const someUsers = [grantOf(owner, 'manage'), grantOf(jane, 'edit'), grantOf(max, 'view')];
const manyUsers = Array.from({ length: 24 }, (_, index) =>
  grantOf(aStoryPerson(`${100 + index}`, `Person ${index + 1}`, `person${index + 1}`)),
);
const someLinks = [
  anAccessLink({ id: 'l1', description: 'For the reviewers' }),
  anAccessLink({ id: 'l2', description: '', permission: 'view', expires_at: '2027-06-30' }),
];

/** The modal is in a portal, outside the story's canvas. */
const dialog = () => screen.findByRole('dialog', { name: 'Share access' });

const openTab = (name: RegExp | string) => async () => {
  await userEvent.click(await within(await dialog()).findByRole('tab', { name }));
};

const someGroups = [grantOf(curators, 'edit')];

/* What the list controls offer: none, a few, and (for people) a list long enough to scroll. */
const usersByCount = {
  none: [],
  'owner and two others': someUsers,
  '25 people': [grantOf(owner, 'manage'), ...manyUsers],
};
const groupsByCount = { none: [], one: someGroups };
const linksByCount = { none: [], two: someLinks };

const meta = {
  title: 'Widgets/Share access/Button and modal',
  component: ShareAccessScenario,
  decorators: [remountOnArgChange],
  args: {
    users: someUsers,
    groups: someGroups,
    links: someLinks,
    people: [owner, jane, max, janet],
    teams: [curators, editors],
  },
  argTypes: {
    canManage: {
      description: '`permissions.can_manage`: without it the Share button is disabled.',
      control: 'boolean',
    },
    noGroups: {
      description: 'Groups off on the server (no `links.access_groups`): no Groups tab.',
      control: 'boolean',
    },
    open: { description: 'The modal shows at once.', control: 'boolean' },
    expiryRequired: {
      description:
        '`config.require_secret_links_expiration`: links must expire (no Never), as InvenioRDM v14 allows.',
      control: 'boolean',
    },
    settings: {
      description: "The parent's `access.settings` (the Settings tab).",
      control: 'object',
    },
    users: {
      description: 'People with access.',
      options: Object.keys(usersByCount),
      mapping: usersByCount,
      control: 'radio',
    },
    groups: {
      description: 'Groups with access.',
      options: Object.keys(groupsByCount),
      mapping: groupsByCount,
      control: 'radio',
    },
    links: {
      description: 'Secret links.',
      options: Object.keys(linksByCount),
      mapping: linksByCount,
      control: 'radio',
    },
    latencyMs: { description: 'How long the fake server takes to answer.', control: 'number' },
    people: { control: false },
    teams: { control: false },
    record: { control: false },
    newVersion: { control: false },
    fail: { control: false },
    hang: { control: false },
    now: { control: false },
  },
} satisfies Meta<typeof ShareAccessScenario>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Share button on its own, before it is pressed. */
export const ShareButton: Story = { name: 'The Share button', args: { open: false } };

/** Without the right to share: disabled, with the reason as its tooltip. */
export const ShareButtonDisabled: Story = {
  name: 'The Share button, disabled',
  args: { canManage: false },
};

export const People: Story = { name: 'People' };

export const PeopleEmpty: Story = { name: 'No people', args: { users: [] } };

export const PeopleMany: Story = {
  name: 'Many people',
  args: { users: [grantOf(owner, 'manage'), ...manyUsers] },
};

export const Groups: Story = { name: 'Groups', play: openTab(/Groups/) };

export const GroupsEmpty: Story = {
  name: 'No groups',
  args: { groups: [] },
  play: openTab(/Groups/),
};

/** Groups disabled on the server: there is no Groups tab. */
export const NoGroupsTab: Story = { name: 'No Groups tab', args: { noGroups: true } };

export const Links: Story = { name: 'Links', play: openTab(/Links/) };

export const LinksEmpty: Story = { name: 'No links', args: { links: [] }, play: openTab(/Links/) };

export const Settings: Story = {
  name: 'Settings',
  args: {
    settings: {
      allow_user_requests: true,
      allow_guest_requests: false,
      accept_conditions_text: '<p>Only for <strong>research</strong> use.</p>',
      secret_link_expiration: 30,
    },
  },
  play: openTab('Settings'),
};

/**
 * Links must expire: the new link's expiry offers no Never and starts unchosen; Create link
 * without one refuses, with InvenioRDM's message, and sends nothing.
 */
export const LinksExpiryRequired: Story = {
  name: 'Links, expiry required',
  args: { expiryRequired: true },
  play: async () => {
    await openTab(/Links/)();
    const form = await within(await dialog()).findByRole('form', { name: 'New link' });
    await userEvent.click(within(form).getByRole('button', { name: 'Create link' }));
    await within(form).findByText('Expiration date is required');
  },
};

/** Links must expire: a guest's link lasts a period, never for ever. */
export const SettingsExpiryRequired: Story = {
  name: 'Settings, expiry required',
  args: { expiryRequired: true },
  play: openTab('Settings'),
};

/** The lists never answer: every tab header counts 0 and People says it is loading. */
export const Loading: Story = {
  name: 'Loading',
  args: { hang: ['listUsers', 'listGroups', 'listLinks'] },
};

export const ListLoadFailure: Story = {
  name: 'Loading failed',
  args: { fail: { listUsers: { message: 'Permission denied.', status: 403 } } },
};

export const DeleteFailure: Story = {
  name: 'Removing failed',
  args: { fail: { deleteGrant: { message: 'No grant found by given user id.', status: 404 } } },
  play: async () => {
    const modal = await dialog();
    await userEvent.click(
      await within(modal).findByRole('button', { name: 'Delete access of Jane Doe' }),
    );
    await within(modal).findByRole('alert');
  },
};

const openAddPeople = async () => {
  const modal = await dialog();
  await userEvent.click(await within(modal).findByRole('button', { name: 'Add people' }));
  return screen.findByRole('dialog', { name: 'Add people' });
};

export const AddPeople: Story = {
  name: 'Adding people',
  play: async () => {
    const add = await openAddPeople();
    await userEvent.type(within(add).getByRole('combobox', { name: 'Search for people' }), 'jan');
    await within(add).findByRole('listbox', { name: 'Suggestions' });
  },
};

export const AddFailureWithFieldErrors: Story = {
  name: 'Adding refused, with field errors',
  args: {
    fail: {
      createGrants: {
        message: 'A validation error occurred.',
        status: 400,
        fieldErrors: [{ field: 'subject.id', messages: ['Could not find the specified subject.'] }],
      },
    },
  },
  play: async () => {
    const add = await openAddPeople();
    await userEvent.type(within(add).getByRole('combobox', { name: 'Search for people' }), 'janet');
    await userEvent.click(await within(add).findByRole('option', { name: 'Janet Smith (jsmith)' }));
    await userEvent.click(within(add).getByRole('button', { name: 'Add' }));
    await within(add).findByRole('alert');
  },
};

export const SettingsFailure: Story = {
  name: 'Saving settings failed',
  args: { fail: { updateSettings: { message: 'Permission denied.', status: 403 } } },
  play: async () => {
    await openTab('Settings')();
    const modal = await dialog();
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await within(modal).findByRole('alert');
  },
};

/* The main states at 375 px, in the phone viewport. */

export const PeopleOnAPhone: Story = { ...People, name: 'People on a phone', globals: ON_A_PHONE };

export const ShareButtonOnAPhone: Story = {
  ...ShareButton,
  name: 'The Share button on a phone',
  globals: ON_A_PHONE,
};
