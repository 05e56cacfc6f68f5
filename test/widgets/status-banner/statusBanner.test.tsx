import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import type { DraftRecord } from '../../../src/core/model';
import { createI18n } from '../../../src/ui/i18n/createI18n';
import { StatusBanner } from '../../../src/widgets/status-banner';
import { aDraft } from '../../factories/draft';

const REQUEST_ID = '5c1f7a2e-9d4b-4e1a-8f0c-3b2a1d0e9f87';

const underReview = (): DraftRecord =>
  aDraft({
    status: 'in_review',
    parent: {
      id: 'par01-23456',
      review: {
        id: REQUEST_ID,
        type: 'community-submission',
        status: 'submitted',
        receiver: { community: 'comm-1' },
      },
    },
  });

const renderBanner = (record: DraftRecord) =>
  render(
    <I18nextProvider i18n={createI18n()}>
      <StatusBanner record={record} />
    </I18nextProvider>,
  );

/** What the banner says for each status, word for word (docs/behaviour.md#record-statuses). */
const TABLE = [
  {
    status: 'in_review',
    colour: 'warning',
    title: 'In review',
    message: 'Community curators will review your upload. Once accepted, it will be published.',
  },
  {
    status: 'declined',
    colour: 'negative',
    title: 'Declined',
    message: 'The request to submit this upload to the community was declined.',
  },
  {
    status: 'expired',
    colour: 'plain',
    title: 'Expired',
    message: 'The request to submit this upload to the community has expired.',
  },
  {
    status: 'published',
    colour: 'positive',
    title: 'Published',
    message: 'Your upload is published.',
  },
  {
    status: 'draft_with_review',
    colour: 'plain',
    title: 'Draft',
    message:
      'Once your upload is complete, you can submit it for review to the community curators.',
  },
  {
    status: 'draft',
    colour: 'plain',
    title: 'Draft',
    message:
      'Once your upload is complete, you can publish or submit it for review to the community curators.',
  },
  {
    status: 'new_version_draft',
    colour: 'plain',
    title: 'New version draft',
    message: 'Once your upload is complete, you can publish it.',
  },
  // InvenioRDM v13+: a new version whose community reviews it (not in v12).
  {
    status: 'new_version_draft_with_review',
    colour: 'plain',
    title: 'New version draft',
    message:
      'Once your upload is complete, you can submit it for review to the community curators.',
  },
] as const;

const COLOUR_CLASSES = ['warning', 'negative', 'positive', 'info', 'error', 'success'];

describe('StatusBanner', () => {
  it.each(TABLE)('$status: shows "$title" and its message', ({ status, title, message }) => {
    renderBanner(status === 'in_review' ? underReview() : aDraft({ status }));
    const banner = screen.getByRole('status');
    expect(banner).toHaveAttribute('data-state', status);
    expect(within(banner).getByText(title)).toHaveClass('header');
    expect(within(banner).getByText(message)).toBeVisible();
  });

  it.each(TABLE)('$status: is a $colour message', ({ status, colour }) => {
    renderBanner(aDraft({ status }));
    const banner = screen.getByRole('status');
    expect(banner).toHaveClass('ui', 'message');
    // Neutral and expired banners are plain messages: no colour class at all.
    const expected = colour === 'plain' ? [] : [colour];
    expect(COLOUR_CLASSES.filter((name) => banner.classList.contains(name))).toEqual(expected);
  });

  it('is a polite live region, so a change of status is read out', () => {
    const view = renderBanner(aDraft({ status: 'draft_with_review' }));
    const banner = screen.getByRole('status');
    expect(banner).toHaveAttribute('aria-live', 'polite');
    view.rerender(
      <I18nextProvider i18n={createI18n()}>
        <StatusBanner record={underReview()} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('In review');
  });

  describe('View request', () => {
    it('links an upload under review to its request, in a new tab', () => {
      renderBanner(underReview());
      const link = screen.getByRole('link', { name: 'View request' });
      expect(link).toHaveAttribute('href', `/me/requests/${REQUEST_ID}`);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleDescription('Opens in new tab');
    });

    it('shows the tooltip on hover', async () => {
      const user = userEvent.setup();
      renderBanner(underReview());
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
      await user.hover(screen.getByRole('link', { name: 'View request' }));
      expect(await screen.findByRole('tooltip')).toHaveTextContent('Opens in new tab');
    });

    it('shows the tooltip when reached with the keyboard', async () => {
      const user = userEvent.setup();
      renderBanner(underReview());
      await user.tab();
      expect(screen.getByRole('link', { name: 'View request' })).toHaveFocus();
      expect(await screen.findByRole('tooltip')).toHaveTextContent('Opens in new tab');
    });

    it('is offered only under review', () => {
      const others = TABLE.filter(({ status }) => status !== 'in_review');
      for (const { status } of others) {
        const view = renderBanner({ ...underReview(), status });
        expect(screen.queryByRole('link')).not.toBeInTheDocument();
        view.unmount();
      }
    });

    it('is left out when the review has no request id', () => {
      renderBanner(aDraft({ status: 'in_review' }));
      expect(screen.getByRole('status')).toHaveTextContent('In review');
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
    });

    const reviewLink = 'https://repo.test/api/records/abc12-34567/draft/review';
    const namesNoRequest = () =>
      aDraft({
        status: 'in_review',
        parent: { id: 'par01-23456' },
        links: { self: 'https://repo.test/api/records/abc12-34567/draft', review: reviewLink },
      });

    it('reads the request through the review link when the draft names none', async () => {
      const readReview = jest.fn().mockResolvedValue({
        id: REQUEST_ID,
        type: 'community-submission',
        status: 'submitted',
        receiver: { community: 'comm-1' },
        links: { self_html: `https://repo.test/requests/${REQUEST_ID}` },
      });
      render(
        <I18nextProvider i18n={createI18n()}>
          <StatusBanner record={namesNoRequest()} reviews={{ readReview }} />
        </I18nextProvider>,
      );
      const link = await screen.findByRole('link', { name: 'View request' });
      expect(link).toHaveAttribute('href', `https://repo.test/requests/${REQUEST_ID}`);
      expect(readReview).toHaveBeenCalledWith(
        { links: { review: reviewLink } },
        expect.objectContaining({ signal: expect.any(AbortSignal) }),
      );
    });

    it('still shows the status when the review cannot be read', async () => {
      const readReview = jest.fn().mockRejectedValue(new Error('offline'));
      render(
        <I18nextProvider i18n={createI18n()}>
          <StatusBanner record={namesNoRequest()} reviews={{ readReview }} />
        </I18nextProvider>,
      );
      await waitFor(() => expect(readReview).toHaveBeenCalled());
      expect(screen.getByRole('status')).toHaveTextContent('In review');
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
    });
  });

  describe('a record without status, as InvenioRDM before v12 serves it', () => {
    const withoutStatus = (overrides: Partial<DraftRecord>) =>
      aDraft({ status: undefined, ...overrides });
    const review = (status: string) => ({
      id: 'par01-23456',
      review: { id: REQUEST_ID, status, receiver: { community: 'comm-1' } },
    });

    it.each([
      ['a published record', { is_draft: false, is_published: true }, 'Published'],
      ['an edit of a published record', { is_draft: true, is_published: true }, 'Published'],
      ['a first draft', {}, 'Once your upload is complete, you can publish or submit it'],
      ['a new version draft', { versions: { index: 2 } }, 'New version draft'],
      ['a draft in review', { parent: review('submitted') }, 'In review'],
      ['a draft with a review to submit', { parent: review('created') }, 'you can submit it for'],
      ['a declined draft', { parent: review('declined') }, 'Declined'],
      [
        'a new version with a review to submit',
        { versions: { index: 3 }, parent: review('created') },
        'New version draft',
      ],
    ])('%s: shows what InvenioRDM derives', (_, overrides, text) => {
      renderBanner(withoutStatus(overrides));
      expect(screen.getByRole('status')).toHaveTextContent(text);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  describe('an unknown status', () => {
    it.each([
      ['archived', {}],
      [undefined, { is_draft: undefined, is_published: undefined }],
      ['New_version_draft', {}],
    ])('%s: shows "Status is undefined" as an alert and logs it', (status, flags) => {
      const errors = jest.mocked(console.error).mockImplementation(() => undefined);
      renderBanner(aDraft({ status, ...flags }));
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Status is undefined');
      expect(alert).toHaveClass('negative');
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(errors).toHaveBeenCalledWith(
        expect.stringContaining('rdm-widgets: status-banner: Status is undefined'),
      );
    });
  });
});
