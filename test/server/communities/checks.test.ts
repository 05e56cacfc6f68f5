/** @jest-environment node */
import { blockingChecks, runChecks, type CheckRule } from '../../../server/communities/checks';

const rule = (overrides: Partial<CheckRule>): CheckRule => ({
  id: 'r',
  title: 'Rule',
  message: 'Not met.',
  description: 'Why it matters.',
  level: 'warning',
  checks: [],
  ...overrides,
});

const draft = {
  metadata: {
    title: 'Tide gauge records',
    description: 'Hourly sea level at Stockholm.',
    creators: [
      { person_or_org: { name: 'Andersson, Alice' }, affiliations: [{ id: '05kb8h459' }] },
      { person_or_org: { name: 'Berg, Bo' } },
    ],
    rights: [{ id: 'cc-by-4.0' }],
    subjects: [],
  },
};

const passes = (checks: CheckRule['checks'], condition?: CheckRule['condition']) =>
  runChecks([rule({ checks, condition })], draft).length === 0;

describe('runChecks (InvenioRDM metadata check rules)', () => {
  it('field: present passes, missing fails and names the path', () => {
    expect(passes([{ type: 'field', path: 'metadata.title' }])).toBe(true);
    expect(
      runChecks([rule({ checks: [{ type: 'field', path: 'metadata.version' }] })], draft),
    ).toEqual([
      {
        field: 'metadata.version',
        messages: ['Not met.'],
        description: 'Why it matters.',
        severity: 'warning',
      },
    ]);
  });

  it.each([
    ['==', 'metadata.title', 'Tide gauge records', true],
    ['!=', 'metadata.title', 'Tide gauge records', false],
    ['~=', 'metadata.description', 'Stockholm', true],
    ['!~=', 'metadata.description', 'Stockholm', false],
    ['^=', 'metadata.title', 'Tide', true],
    ['$=', 'metadata.title', 'gauge', false],
    ['!$=', 'metadata.title', 'gauge', true],
    ['in', 'metadata.rights.0.id', ['cc-by-4.0', 'cc0-1.0'], true],
    ['not in', 'metadata.rights.0.id', ['cc-by-4.0'], false],
    ['min', 'metadata.description', 20, true],
    ['min', 'metadata.creators', 3, false],
    ['max', 'metadata.creators', 2, true],
  ] as const)('comparison %s on %s', (operator, path, right, expected) => {
    const left = { type: 'field' as const, path };
    expect(passes([{ type: 'comparison', left, operator, right }])).toBe(expected);
  });

  it('list: exists needs an item; any and all test each item with the predicate', () => {
    const affiliated = {
      type: 'list' as const,
      operator: 'exists' as const,
      path: 'affiliations',
    };
    expect(passes([{ type: 'list', operator: 'exists', path: 'metadata.subjects' }])).toBe(false);
    expect(
      passes([{ type: 'list', operator: 'any', path: 'metadata.creators', predicate: affiliated }]),
    ).toBe(true);
    expect(
      passes([{ type: 'list', operator: 'all', path: 'metadata.creators', predicate: affiliated }]),
    ).toBe(false);
    // Nothing to check: 'all' holds on an empty list, as InvenioRDM decides.
    expect(
      passes([{ type: 'list', operator: 'all', path: 'metadata.subjects', predicate: affiliated }]),
    ).toBe(true);
  });

  it('logical and/or, and a condition that makes the rule not apply', () => {
    const title = { type: 'field' as const, path: 'metadata.title' };
    const version = { type: 'field' as const, path: 'metadata.version' };
    expect(passes([{ type: 'logical', operator: 'or', expressions: [title, version] }])).toBe(true);
    expect(passes([{ type: 'logical', operator: 'and', expressions: [title, version] }])).toBe(
      false,
    );
    expect(passes([version], version)).toBe(true);
  });

  it('blockingChecks keeps only error-severity entries', () => {
    const entries = runChecks(
      [
        rule({ level: 'error', checks: [{ type: 'field', path: 'metadata.version' }] }),
        rule({ level: 'info', checks: [{ type: 'field', path: 'metadata.publisher' }] }),
      ],
      draft,
    );
    expect(blockingChecks(entries).map((entry) => entry.field)).toEqual(['metadata.version']);
  });
});
