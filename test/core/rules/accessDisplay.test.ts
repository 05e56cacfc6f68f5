import type { AccessLevel, Embargo } from '../../../src/core/model';
import { ACCESS_STATE_LABELS, describeAccess } from '../../../src/core/rules';
import { aCommunity } from '../../factories/community';

const publicCommunity = aCommunity();
const restrictedCommunity = aCommunity({ access: { visibility: 'restricted' } });
const active: Embargo = { active: true, until: '2031-06-30', reason: 'Patent pending' };

const display = (
  record: AccessLevel,
  files: AccessLevel,
  embargo: Embargo | undefined,
  community = publicCommunity,
  metadataOnly = false,
) => describeAccess({ access: { record, files, embargo }, community, metadataOnly });

describe('describeAccess', () => {
  it.each([
    ['public', 'public', undefined, 'public', 'Public'],
    ['public', 'public', { active: false }, 'public', 'Public'],
    ['restricted', 'restricted', active, 'embargoed-full', 'Embargoed (full record)'],
    ['restricted', 'public', active, 'embargoed-full', 'Embargoed (full record)'],
    ['restricted', 'restricted', undefined, 'restricted', 'Restricted'],
    ['restricted', 'public', { active: false }, 'restricted', 'Restricted'],
    ['public', 'restricted', undefined, 'public-restricted-files', 'Public with restricted files'],
    ['public', 'restricted', active, 'embargoed-files', 'Embargoed (files-only)'],
  ] as const)('record %s, files %s, embargo %p -> %s', (record, files, embargo, id, label) => {
    const result = display(record, files, embargo);
    expect(result.id).toBe(id);
    expect(result.label).toBe(label);
  });

  it('a restricted community makes a public record read Restricted', () => {
    expect(display('public', 'public', undefined, restrictedCommunity).id).toBe('restricted');
    expect(display('public', 'restricted', active, restrictedCommunity).id).toBe('restricted');
  });

  it('an embargoed restricted record still reads as embargoed in a restricted community', () => {
    expect(display('restricted', 'restricted', active, restrictedCommunity).id).toBe(
      'embargoed-full',
    );
  });

  it('a metadata-only public record is Public whatever the files level says', () => {
    expect(display('public', 'restricted', undefined, publicCommunity, true).id).toBe('public');
  });

  it('a public record with public files is Public even with an active embargo', () => {
    expect(display('public', 'public', active).id).toBe('public');
  });

  it('no community counts as public', () => {
    expect(
      describeAccess({
        access: { record: 'public', files: 'public' },
        community: null,
        metadataOnly: false,
      }).id,
    ).toBe('public');
  });

  it('gives the embargo end for embargoed states only', () => {
    expect(display('restricted', 'restricted', active).embargoUntil).toBe('2031-06-30');
    expect(display('public', 'restricted', active).embargoUntil).toBe('2031-06-30');
    expect(display('restricted', 'restricted', undefined).embargoUntil).toBeNull();
  });

  describe('lifted embargo', () => {
    it('gives the lift date and reason', () => {
      const lifted = { active: false, until: '2025-02-01', reason: 'Paper out' };
      expect(display('public', 'public', lifted)).toEqual({
        id: 'public',
        label: 'Public',
        embargoUntil: null,
        liftedEmbargo: { until: '2025-02-01', reason: 'Paper out' },
      });
    });

    it('reason may be missing', () => {
      const lifted = { active: false, until: '2025-02-01', reason: '' };
      expect(display('public', 'public', lifted).liftedEmbargo).toEqual({
        until: '2025-02-01',
        reason: null,
      });
    });

    it.each([
      ['an active embargo', active],
      ['an embargo without a date', { active: false, until: null, reason: 'x' }],
      ['no embargo', undefined],
    ])('none for %s', (_label, embargo) => {
      expect(display('restricted', 'restricted', embargo).liftedEmbargo).toBeNull();
    });
  });

  it('labels every state', () => {
    expect(ACCESS_STATE_LABELS).toEqual({
      public: 'Public',
      'embargoed-full': 'Embargoed (full record)',
      restricted: 'Restricted',
      'public-restricted-files': 'Public with restricted files',
      'embargoed-files': 'Embargoed (files-only)',
    });
  });
});
