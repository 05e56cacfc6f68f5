import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { anAccessLink } from '../../test/factories/access';
import { LinksTabScenario } from './LinksTabScenario';

const severalLinks = [
  anAccessLink({ id: 'l1', description: 'For the reviewers', permission: 'view' }),
  anAccessLink({
    id: 'l2',
    description:
      'Shared with the three reviewers of the journal, who need the raw data and the scripts',
    permission: 'preview',
    created_at: '2026-10-05T12:00:00.000000+00:00',
    expires_at: '2027-01-31',
  }),
  anAccessLink({ id: 'l3', description: '', permission: 'edit', expires_at: '2026-12-24' }),
];

const meta = {
  title: 'Widgets/Share access/Links tab',
  component: LinksTabScenario,
} satisfies Meta<typeof LinksTabScenario>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoLinks: Story = { name: 'No links' };

/** A long description (cut at 60), an expiring link, one without description. */
export const SeveralLinks: Story = { name: 'Several links', args: { links: severalLinks } };

/** A draft: links cannot give 'view' (it reaches published versions only). */
export const Draft: Story = {
  name: 'A draft',
  args: { draft: true, links: [anAccessLink({ id: 'l1', permission: 'preview' })] },
};

export const Copied: Story = {
  name: 'A link copied',
  args: { links: severalLinks },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy For the reviewers' }));
  },
};

export const CreateFailure: Story = {
  name: 'Creating failed',
  args: {
    fail: {
      createLink: {
        message: 'A validation error occurred.',
        status: 400,
        fieldErrors: [{ field: 'expires_at', messages: ['Expiration date is required'] }],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create link' }));
    await canvas.findByRole('alert');
  },
};

export const DeleteFailure: Story = {
  name: 'Deleting failed',
  args: {
    links: severalLinks,
    fail: { deleteLink: { message: 'No secret link found with the given ID.', status: 404 } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete For the reviewers' }));
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Delete this link?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete link' }));
    await canvas.findByRole('alert');
  },
};

export const PermissionChangeFailure: Story = {
  name: 'Changing permission failed',
  args: {
    links: severalLinks,
    fail: { updateLink: { message: 'Cannot change this link.', status: 400 } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = await canvas.findByRole('combobox', {
      name: 'Permission of For the reviewers',
    });
    await userEvent.selectOptions(select, 'edit');
    await canvas.findByRole('alert');
  },
};

export const LoadFailure: Story = {
  name: 'Loading failed',
  args: { fail: { listLinks: { message: 'Permission denied.', status: 403 } } },
};

/** Delete asks first: the confirmation, over the tab. */
export const DeleteConfirmation: Story = {
  name: 'Deleting a link: the confirmation',
  args: { links: severalLinks },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete For the reviewers' }));
    await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Delete this link?',
    });
  },
};
