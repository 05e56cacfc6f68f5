import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { Community, RecordAccess } from '../../../../src/core/model';
import { createI18n } from '../../../../src/ui/i18n/createI18n';
import { AccessStateSummary } from '../../../../src/widgets/deposit-form/access';
import { aCommunity } from '../../../factories/community';

const renderSummary = (
  access: RecordAccess,
  {
    community = null,
    metadataOnly = false,
  }: { community?: Community | null; metadataOnly?: boolean } = {},
) =>
  render(
    <I18nextProvider i18n={createI18n()}>
      <AccessStateSummary access={access} community={community} metadataOnly={metadataOnly} />
    </I18nextProvider>,
  );

const embargo = { active: true, until: '2030-06-30', reason: 'Patent pending' };
const restrictedCommunity = aCommunity({ access: { visibility: 'restricted' } });

describe('AccessStateSummary', () => {
  it.each([
    [
      'Public',
      { record: 'public', files: 'public' },
      {},
      'Anyone can see the record and its files.',
    ],
    [
      'Embargoed (full record)',
      { record: 'restricted', files: 'restricted', embargo },
      {},
      'The record and its files stay restricted until the embargo ends, then they become public.',
    ],
    [
      'Restricted',
      { record: 'restricted', files: 'restricted' },
      {},
      'Only people given access can see the record and its files.',
    ],
    [
      'Restricted',
      { record: 'public', files: 'public' },
      { community: restrictedCommunity },
      'Only people given access can see the record and its files.',
    ],
    [
      'Public with restricted files',
      { record: 'public', files: 'restricted' },
      {},
      'Anyone can see the record; only people given access can see its files.',
    ],
    [
      'Public',
      { record: 'public', files: 'restricted' },
      { metadataOnly: true },
      'Anyone can see the record and its files.',
    ],
    [
      'Embargoed (files-only)',
      { record: 'public', files: 'restricted', embargo },
      {},
      'Anyone can see the record; its files stay restricted until the embargo ends.',
    ],
  ] as const)('reads %s for %j %j', (label, access, options, explanation) => {
    renderSummary(access, options);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(label);
    expect(status).toHaveTextContent(explanation);
  });

  it('gives the end date of an embargo', () => {
    renderSummary({ record: 'public', files: 'restricted', embargo });
    expect(screen.getByRole('status')).toHaveTextContent('Embargoed until Jun 30, 2030.');
  });

  it('shows a lifted embargo with its date and reason', () => {
    renderSummary({
      record: 'public',
      files: 'public',
      embargo: { active: false, until: '2024-01-31', reason: 'Thesis under review' },
    });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Public');
    expect(status).toHaveTextContent('The embargo is lifted (it was set to end on Jan 31, 2024).');
    expect(status).toHaveTextContent('Reason given: Thesis under review');
    expect(status).not.toHaveTextContent('Embargoed until');
  });

  it('shows a lifted embargo without reason', () => {
    renderSummary({
      record: 'public',
      files: 'public',
      embargo: { active: false, until: '2024-01-31' },
    });
    expect(screen.getByRole('status')).not.toHaveTextContent('Reason given');
  });

  it('says nothing of an embargo never set', () => {
    renderSummary({ record: 'restricted', files: 'restricted', embargo: { active: false } });
    expect(screen.getByRole('status')).not.toHaveTextContent('embargo');
  });
});
