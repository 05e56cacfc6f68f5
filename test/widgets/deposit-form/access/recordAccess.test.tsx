import { screen } from '@testing-library/react';
import { RESTRICTION_NOT_ALLOWED_TOOLTIP } from '../../../../src/core/rules';
import { aCommunity } from '../../../factories/community';
import { daysAgo, renderAccessSection } from './renderAccessSection';

const button = (name: string) => screen.getByRole('button', { name });
const restrictedCommunity = aCommunity({ access: { visibility: 'restricted' } });
const summary = () => screen.getByRole('status');

describe('AccessSection record access', () => {
  it('offers Public and Restricted as a toggle group, Public pressed for a new draft', () => {
    renderAccessSection();
    const group = screen.getByRole('group', { name: 'Record access' });
    expect(group).toContainElement(button('Public'));
    expect(button('Public')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Restricted')).toHaveAttribute('aria-pressed', 'false');
    expect(summary()).toHaveTextContent('Public');
  });

  it('restricts the record, keeping files as they were', async () => {
    const { user, values } = renderAccessSection();
    await user.click(button('Restricted'));
    expect(button('Restricted')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Public')).toHaveAttribute('aria-pressed', 'false');
    expect(values().access).toEqual({ record: 'restricted', files: 'public' });
    expect(summary()).toHaveTextContent('Restricted');
  });

  it('clears the embargo when Public is chosen', async () => {
    const { user, values } = renderAccessSection({
      values: {
        access: {
          record: 'restricted',
          files: 'restricted',
          embargo: { active: true, until: '2030-01-01', reason: 'Patent pending' },
        },
      },
    });
    expect(screen.getByLabelText('Embargo end date')).toHaveValue('2030-01-01');
    await user.click(button('Public'));
    expect(values().access).toEqual({
      record: 'public',
      files: 'restricted',
      embargo: { active: false },
    });
    expect(screen.queryByLabelText('Embargo end date')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Apply an embargo' })).not.toBeChecked();
  });

  it('refuses Public in a restricted community, saying why', () => {
    // The controller fits the values to the community (see controller tests); the section
    // only offers what the community allows.
    renderAccessSection({ community: restrictedCommunity });
    expect(button('Public')).toBeDisabled();
    expect(button('Public')).toHaveAccessibleDescription(
      'The selected community is restricted, so the record must be restricted too.',
    );
  });

  it('leaves access alone in a public community', () => {
    const { values } = renderAccessSection({ community: aCommunity() });
    expect(values().access).toEqual({ record: 'public', files: 'public' });
    expect(button('Public')).toBeEnabled();
  });
});

describe('AccessSection files-only toggle', () => {
  const toggle = () => screen.queryByRole('checkbox', { name: 'Restrict files only' });

  it('restricts only the files of a public record with files', async () => {
    const { user, values } = renderAccessSection({ fileCount: 2 });
    await user.click(toggle() as HTMLElement);
    expect(toggle()).toBeChecked();
    expect(values().access).toEqual({ record: 'public', files: 'restricted' });
    expect(summary()).toHaveTextContent('Public with restricted files');
    await user.click(toggle() as HTMLElement);
    expect(values().access.files).toBe('public');
  });

  it.each([
    ['the record has no files', { fileCount: 0 }],
    ['the record is metadata-only', { values: { files: { enabled: false } } }],
    ['the record is restricted', { values: { access: { record: 'restricted', files: 'public' } } }],
    ['the community is restricted', { community: restrictedCommunity }],
  ] as const)('is hidden when %s', (_, options) => {
    renderAccessSection(options);
    expect(toggle()).not.toBeInTheDocument();
  });
});

describe('AccessSection restriction grace period', () => {
  const published = { isPublished: true, gracePeriodDays: 30 };

  it('refuses Restricted on a published public record once the grace period passed', async () => {
    const { user, values } = renderAccessSection({ ...published, created: daysAgo(31) });
    const restricted = button('Restricted');
    expect(restricted).toHaveAttribute('aria-disabled', 'true');
    expect(restricted).toHaveAccessibleDescription(RESTRICTION_NOT_ALLOWED_TOOLTIP);
    await user.click(restricted);
    expect(values().access.record).toBe('public');
  });

  it('shows the reason as a tooltip reached with the keyboard', async () => {
    const { user, values } = renderAccessSection({ ...published, created: daysAgo(31) });
    await user.tab();
    expect(button('Public')).toHaveFocus();
    await user.tab();
    expect(button('Restricted')).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Record visibility can not be changed to restricted anymore. Please contact support if you still need to make these changes.',
    );
    await user.keyboard('{Enter}');
    expect(values().access.record).toBe('public');
  });

  it('shows the tooltip on hover too', async () => {
    const { user } = renderAccessSection({ ...published, created: daysAgo(31) });
    await user.hover(button('Restricted').parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(RESTRICTION_NOT_ALLOWED_TOOLTIP);
  });

  it.each([
    ['within the grace period', { ...published, created: daysAgo(29) }],
    [
      'for a draft never published',
      { isPublished: false, gracePeriodDays: 30, created: daysAgo(400) },
    ],
    ['without a configured grace period', { isPublished: true, created: daysAgo(400) }],
  ])('allows Restricted %s', async (_, options) => {
    const { user, values } = renderAccessSection(options);
    expect(button('Restricted')).not.toHaveAttribute('aria-disabled');
    await user.click(button('Restricted'));
    expect(values().access.record).toBe('restricted');
  });

  it('keeps an already restricted record switchable both ways', async () => {
    const { user, values } = renderAccessSection({
      ...published,
      created: daysAgo(400),
      values: { access: { record: 'restricted', files: 'restricted' } },
    });
    expect(button('Restricted')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Restricted')).not.toHaveAttribute('aria-disabled');
    await user.click(button('Public'));
    expect(values().access.record).toBe('public');
  });
});
