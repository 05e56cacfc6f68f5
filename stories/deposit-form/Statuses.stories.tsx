import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { anEditorRecord } from '../../test/factories/editorRecord';
import { community, directCommunity, saved, scenarioMeta } from './scenarioArgs';

/**
 * One story per record status (docs/behaviour.md#record-statuses): the banner, the actions and
 * the side, over a title field standing in for the metadata sections (Whole form shows them).
 */
const meta = {
  ...scenarioMeta,
  title: 'Widgets/Deposit form/Statuses (actions only)',
} satisfies Meta<typeof scenarioMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewDraft: Story = {
  name: 'New draft, not saved yet',
  args: { record: anEditorRecord(), fileCount: 0 },
};
export const Draft: Story = { name: 'Draft' };
export const DraftWithCommunity: Story = {
  name: 'Draft addressed to a community',
  args: { community },
};
export const DraftWithDirectPublish: Story = {
  name: 'Draft for a community the user publishes to directly',
  args: { community: directCommunity },
};
export const DraftWithReview: Story = {
  name: 'Draft with a review started',
  args: { record: saved({ status: 'draft_with_review' }), community },
};
export const InReview: Story = {
  name: 'In review',
  args: { record: saved({ status: 'in_review' }), community },
};
export const Declined: Story = {
  name: 'Declined',
  args: { record: saved({ status: 'declined' }), community },
};
export const Expired: Story = {
  name: 'Review expired',
  args: { record: saved({ status: 'expired' }), community },
};
export const Published: Story = {
  name: 'Published',
  args: { record: saved({ status: 'published', is_published: true }), community },
};
export const NewVersionDraft: Story = {
  name: 'New version',
  args: { record: saved({ status: 'new_version_draft', versions: { index: 2 } }) },
};
export const PublishDisabledWithoutFiles: Story = {
  name: 'Publish disabled without files',
  args: { fileCount: 0 },
};

/** Focus on the disabled Publish says why it cannot be used yet. */
export const PublishDisabledReasonShown: Story = {
  name: 'Why Publish is disabled',
  args: { fileCount: 0 },
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'Publish' }).focus();
    await within(canvasElement.ownerDocument.body).findByRole('tooltip');
  },
};

/** A date the form refuses stops Publish, which then names the empty required fields too. */
export const PublishRefusedListsEveryField: Story = {
  name: 'Publish refused: every field listed',
  args: {
    record: { ...saved(), metadata: { ...saved().metadata, publication_date: '2024-13-45' } },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Publish' }));
    await userEvent.click(
      within(await page.findByRole('dialog')).getByRole('button', { name: 'Publish' }),
    );
    await page.findByRole('list', { name: 'Fields that need attention' });
  },
};

/* Where records are published through communities only (InvenioRDM v13+). */

export const CommunityRequiredNoneChosen: Story = {
  name: 'Community required, none chosen',
  args: { communityRequired: true },
};
export const CommunityRequiredChosen: Story = {
  name: 'Community required and chosen',
  args: { communityRequired: true, community },
};

/** A form narrower than two columns (a host's narrow column): the side comes first. */
export const NarrowStacked: Story = {
  name: 'In a narrow column',
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 375 }}>
        <Story />
      </div>
    ),
  ],
};
