import axe from 'axe-core';
import { aCommunity } from '../../../factories/community';
import { daysAgo, renderAccessSection, type AccessOptions } from './renderAccessSection';

/** Contrast needs real styles; jsdom has none, so it is left to Storybook's a11y check. */
const violations = async (container: HTMLElement) => {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.html)}`);
};

describe('AccessSection accessibility', () => {
  it.each<[string, AccessOptions]>([
    ['a public draft', {}],
    [
      'an active embargo',
      {
        values: {
          access: {
            record: 'restricted',
            files: 'restricted',
            embargo: { active: true, until: '2030-06-30', reason: 'Patent' },
          },
        },
      },
    ],
    ['a restricted community', { community: aCommunity({ access: { visibility: 'restricted' } }) }],
    ['a passed grace period', { isPublished: true, gracePeriodDays: 3, created: daysAgo(30) }],
  ])('has no axe violation with %s', async (_, options) => {
    const { container } = renderAccessSection(options);
    expect(await violations(container)).toEqual([]);
  });
});
