import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { DraftRecord } from '../../../src/core/model';
import { createI18n } from '../../../src/ui/i18n/createI18n';
import { StatusBanner } from '../../../src/widgets/status-banner';
import { aDraft } from '../../factories/draft';

const REQUEST_ID = '5c1f7a2e-9d4b-4e1a-8f0c-3b2a1d0e9f87';

const submitted = (): DraftRecord =>
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

const renderFor = (record: DraftRecord, permissions?: { can_manage?: boolean }) =>
  render(
    <I18nextProvider i18n={createI18n()}>
      <StatusBanner record={record} permissions={permissions} />
    </I18nextProvider>,
  );

/** Whom the banner addresses (docs/behaviour.md#record-statuses). */
describe('StatusBanner audience', () => {
  it('tells a guest on a published record nothing', () => {
    renderFor(aDraft({ status: 'published', is_published: true }), { can_manage: false });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText('Your upload is published.')).not.toBeInTheDocument();
  });

  it("tells a curator previewing a submission where it stands, not in the owner's words", () => {
    renderFor(submitted(), {});
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent(
      'This upload was submitted to the community for review. Once a curator accepts it, it will be published.',
    );
    expect(banner).not.toHaveTextContent('your upload');
    expect(screen.getByRole('link', { name: 'View request' })).toHaveAttribute(
      'href',
      `/me/requests/${REQUEST_ID}`,
    );
  });

  it.each(['draft', 'draft_with_review', 'new_version_draft'])(
    'tells someone previewing a %s nothing of what the owner can do next',
    (status) => {
      renderFor(aDraft({ status }), { can_manage: false });
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    },
  );

  it('tells anyone that the community declined a submission', () => {
    renderFor(aDraft({ status: 'declined' }), { can_manage: false });
    expect(screen.getByRole('status')).toHaveTextContent(
      'The request to submit this upload to the community was declined.',
    );
  });

  it('speaks to the owner, who can manage the record', () => {
    renderFor(aDraft({ status: 'published', is_published: true }), { can_manage: true });
    expect(screen.getByRole('status')).toHaveTextContent('Your upload is published.');
  });

  it('speaks to the owner when given no permissions, as in the deposit form', () => {
    renderFor(submitted());
    expect(screen.getByRole('status')).toHaveTextContent(
      'Community curators will review your upload.',
    );
  });
});
