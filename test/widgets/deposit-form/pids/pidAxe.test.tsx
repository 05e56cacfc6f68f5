import axe from 'axe-core';
import { doiConfig, renderPidField, type PidOptions } from './renderPidField';

/** Contrast needs real styles; jsdom has none, so it is left to Storybook's a11y check. */
const violations = async (container: HTMLElement) => {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.html)}`);
};

describe('PidField accessibility', () => {
  it.each<[string, PidOptions]>([
    ['nothing reserved', {}],
    [
      'a reserved DOI',
      { values: { pids: { doi: { identifier: '10.1/x', provider: 'datacite' } } } },
    ],
    ['a typed DOI', { values: { pids: { doi: { identifier: '10.1/x', provider: 'external' } } } }],
  ])('has no axe violation with %s', async (_, options) => {
    const { container } = renderPidField(options);
    expect(await violations(container)).toEqual([]);
  });

  it('has no axe violation when misconfigured', async () => {
    (console.error as jest.Mock).mockImplementation(() => undefined);
    const { container } = renderPidField({
      config: doiConfig({ can_be_managed: false, can_be_unmanaged: false }),
    });
    expect(await violations(container)).toEqual([]);
  });
});
