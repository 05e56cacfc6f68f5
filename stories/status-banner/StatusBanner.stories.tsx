import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RECORD_STATUSES } from '../../src/core/model';
import { StatusBanner, type StatusBannerRecord } from '../../src/widgets/status-banner';
import { ON_A_PHONE } from '../support/viewports';

const withStatus = (status: string): StatusBannerRecord => ({ status });

const underReview: StatusBannerRecord = {
  status: 'in_review',
  parent: {
    review: {
      id: '5c1f7a2e-9d4b-4e1a-8f0c-3b2a1d0e9f87',
      type: 'community-submission',
      status: 'submitted',
      receiver: { community: 'comm-1' },
    },
  },
};

/**
 * What the status control offers: every status (docs/behaviour.md#record-statuses), and one
 * outside them.
 */
const recordByStatus: Record<string, StatusBannerRecord> = {
  ...Object.fromEntries(RECORD_STATUSES.map((status) => [status, withStatus(status)])),
  in_review: underReview,
  'unknown status': withStatus('archived'),
};

const meta = {
  title: 'Widgets/Status banner',
  component: StatusBanner,
  args: { record: withStatus('draft') },
  argTypes: {
    record: {
      description: "The record's `status` (under review, with its request).",
      options: Object.keys(recordByStatus),
      mapping: recordByStatus,
      control: 'select',
    },
  },
} satisfies Meta<typeof StatusBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Draft: Story = { name: 'Draft' };

export const DraftWithReview: Story = {
  name: 'Draft with a review started',
  args: { record: withStatus('draft_with_review') },
};

export const NewVersionDraft: Story = {
  name: 'New version',
  args: { record: withStatus('new_version_draft') },
};

/** A new version whose community reviews new versions too (InvenioRDM v13+). */
export const NewVersionDraftWithReview: Story = {
  name: 'New version, reviewed too',
  args: { record: withStatus('new_version_draft_with_review') },
};

export const InReview: Story = { name: 'In review', args: { record: underReview } };

/** The 'Opens in new tab' tooltip, as a keyboard user sees it. */
export const InReviewLinkFocused: Story = {
  name: 'In review, its link focused',
  args: { record: underReview },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link', { name: 'View request' });
    await expect(link).toHaveFocus();
    await within(document.body).findByRole('tooltip');
  },
};

/** The draft names no request but has a `review` link: the banner reads the request from it. */
export const InReviewFoundThroughReviewLink: Story = {
  name: 'In review, request found through its link',
  args: {
    record: { status: 'in_review', links: { review: '/api/records/abc12-34567/draft/review' } },
    reviews: {
      readReview: async () => ({
        id: '5c1f7a2e-9d4b-4e1a-8f0c-3b2a1d0e9f87',
        type: 'community-submission',
        status: 'submitted',
        receiver: { community: 'comm-1' },
        links: {},
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'View request' });
    await expect(link).toHaveAttribute('href', '/me/requests/5c1f7a2e-9d4b-4e1a-8f0c-3b2a1d0e9f87');
  },
};

export const Declined: Story = { name: 'Declined', args: { record: withStatus('declined') } };

export const Expired: Story = { name: 'Review expired', args: { record: withStatus('expired') } };

export const Published: Story = { name: 'Published', args: { record: withStatus('published') } };

/** A guest (no `can_manage`) on a published record: no banner at all. */
export const PublishedSeenByGuest: Story = {
  name: 'Published, seen by a guest',
  args: { record: withStatus('published'), permissions: { can_manage: false } },
};

/** A curator previewing a submission: where it stands, not the owner's words. */
export const InReviewSeenByCurator: Story = {
  name: 'In review, seen by a curator',
  args: { record: underReview, permissions: { can_manage: false } },
};

/** A status outside the table: the error shows in place of the banner (and in the console). */
export const UnknownStatus: Story = {
  name: 'An unknown status',
  args: { record: withStatus('archived') },
};

/* The main states at 375 px, in the phone viewport. */

export const InReviewOnAPhone: Story = {
  ...InReview,
  name: 'In review on a phone',
  globals: ON_A_PHONE,
};
