import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { community, directCommunity, saved, scenarioMeta } from './scenarioArgs';

/** Each confirmation the form asks for, open over the form. */
const meta = {
  ...scenarioMeta,
  title: 'Widgets/Deposit form/Confirmations',
} satisfies Meta<typeof scenarioMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const open =
  (button: string): Story['play'] =>
  async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: button }));
    // The modal renders in a portal on the page's body.
    await within(canvasElement.ownerDocument.body).findByRole('dialog');
  };

export const PublishModalOpen: Story = { name: 'Publish', play: open('Publish') };
export const PublishWithoutCommunityModalOpen: Story = {
  name: 'Publish without the community',
  args: { record: saved({ status: 'declined' }), community },
  play: open('Publish without community'),
};
export const SubmitReviewModalOpen: Story = {
  name: 'Submit for review',
  args: { community },
  play: open('Submit for review'),
};
export const SubmitReviewModalValidation: Story = {
  name: 'Submit for review, terms not accepted',
  args: { community },
  play: async (context) => {
    await open('Submit for review')?.(context);
    const body = within(context.canvasElement.ownerDocument.body);
    // The button waits for the boxes and takes no clicks: a keyboard user tries anyway.
    body.getByRole('button', { name: 'Submit record for review' }).focus();
    await userEvent.keyboard('{Enter}');
    await body.findAllByText('You must accept this.');
  },
};
export const DirectPublishModalOpen: Story = {
  name: 'Publish to the community directly',
  args: { community: directCommunity },
  play: open('Publish to community'),
};
export const DeleteModalOpen: Story = { name: 'Delete the draft', play: open('Delete draft') };
export const DiscardVersionModalOpen: Story = {
  name: 'Discard the new version',
  args: { record: saved({ status: 'new_version_draft', versions: { index: 2 } }) },
  play: open('Discard version'),
};
