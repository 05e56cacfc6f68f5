import type { AccessLevel, RecordAccess } from '../../../src/core/model';
import {
  accessForCommunity,
  canChoosePublicRecord,
  canEnableEmbargo,
  chooseFilesAccess,
  chooseRecordAccess,
  isCommunityPublic,
  isFilesOnlyToggleVisible,
  isMetadataOnlyToggleDisabled,
  setEmbargoActive,
  setMetadataOnly,
} from '../../../src/core/rules';
import { aCommunity } from '../../factories/community';
import { aDraft } from '../../factories/draft';

const publicCommunity = aCommunity();
const restrictedCommunity = aCommunity({ access: { visibility: 'restricted' } });

const access = (
  record: AccessLevel,
  files: AccessLevel,
  embargo?: RecordAccess['embargo'],
): RecordAccess => (embargo ? { record, files, embargo } : { record, files });

const embargoed = { active: true, until: '2031-01-01', reason: 'Patent' };

describe('community visibility', () => {
  it.each([
    [publicCommunity, true],
    [restrictedCommunity, false],
    [null, true],
    [undefined, true],
  ])('%p: public %p, Public button offered %p', (community, expected) => {
    expect(isCommunityPublic(community)).toBe(expected);
    expect(canChoosePublicRecord(community)).toBe(expected);
  });
});

describe('chooseRecordAccess', () => {
  it('Public clears the embargo', () => {
    expect(
      chooseRecordAccess(access('restricted', 'restricted', embargoed), 'public', null),
    ).toEqual({ record: 'public', files: 'restricted', embargo: { active: false } });
  });

  it('Restricted keeps the embargo', () => {
    expect(
      chooseRecordAccess(access('public', 'restricted', embargoed), 'restricted', null),
    ).toEqual(access('restricted', 'restricted', embargoed));
  });

  it('Public is refused while the community is restricted', () => {
    const current = access('restricted', 'public', embargoed);
    expect(chooseRecordAccess(current, 'public', restrictedCommunity)).toBe(current);
  });

  it('leaves the input untouched', () => {
    const current = access('restricted', 'public', embargoed);
    chooseRecordAccess(current, 'public', null);
    expect(current).toEqual(access('restricted', 'public', embargoed));
  });
});

describe('accessForCommunity', () => {
  it.each([
    ['public', 'public', restrictedCommunity, 'restricted', 'restricted'],
    ['public', 'restricted', restrictedCommunity, 'restricted', 'restricted'],
    ['restricted', 'public', restrictedCommunity, 'restricted', 'public'],
    ['restricted', 'restricted', restrictedCommunity, 'restricted', 'restricted'],
    ['public', 'public', publicCommunity, 'public', 'public'],
    ['public', 'restricted', null, 'public', 'restricted'],
  ] as const)('%s/%s with %p -> %s/%s', (record, files, community, newRecord, newFiles) => {
    expect(accessForCommunity(access(record, files), community)).toEqual(
      access(newRecord, newFiles),
    );
  });
});

describe('isFilesOnlyToggleVisible', () => {
  it.each([
    ['public', publicCommunity, true, true],
    ['public', null, true, true],
    ['restricted', publicCommunity, true, false],
    ['public', restrictedCommunity, true, false],
    ['public', publicCommunity, false, false],
  ] as const)(
    'record %s, community %p, has files %p -> %p',
    (record, community, hasFiles, shown) => {
      expect(
        isFilesOnlyToggleVisible({ access: access(record, 'public'), community, hasFiles }),
      ).toBe(shown);
    },
  );

  it('chooseFilesAccess sets only the files level', () => {
    expect(chooseFilesAccess(access('public', 'public', embargoed), 'restricted')).toEqual(
      access('public', 'restricted', embargoed),
    );
  });
});

describe('embargo', () => {
  it.each([
    ['restricted', 'restricted', publicCommunity, true],
    ['restricted', 'public', publicCommunity, true],
    ['public', 'restricted', publicCommunity, true],
    ['public', 'restricted', null, true],
    ['public', 'public', publicCommunity, false],
    ['restricted', 'restricted', restrictedCommunity, false],
    ['public', 'restricted', restrictedCommunity, false],
  ] as const)('record %s, files %s, community %p -> can enable %p', (record, files, c, can) => {
    expect(canEnableEmbargo(access(record, files), c)).toBe(can);
  });

  it('switching off sets active to false and keeps date and reason', () => {
    expect(setEmbargoActive(access('restricted', 'restricted', embargoed), false, null)).toEqual(
      access('restricted', 'restricted', { ...embargoed, active: false }),
    );
  });

  it('switching on when allowed', () => {
    expect(setEmbargoActive(access('public', 'restricted'), true, null)).toEqual(
      access('public', 'restricted', { active: true }),
    );
  });

  it('switching on is refused when an embargo is not allowed', () => {
    const current = access('public', 'public');
    expect(setEmbargoActive(current, true, null)).toBe(current);
    const inRestricted = access('restricted', 'restricted');
    expect(setEmbargoActive(inRestricted, true, restrictedCommunity)).toBe(inRestricted);
  });
});

describe('metadata-only toggle', () => {
  it.each([true, false])('metadata-only %p forces file access public', (metadataOnly) => {
    const draft = aDraft({ access: access('restricted', 'restricted', embargoed) });
    const changed = setMetadataOnly(draft, metadataOnly);
    expect(changed.access).toEqual(access('restricted', 'public', embargoed));
    expect(changed.files.enabled).toBe(!metadataOnly);
    expect(changed.id).toBe(draft.id);
    expect(draft.access.files).toBe('restricted');
  });

  it.each([
    [0, false],
    [1, true],
    [12, true],
  ])('%i file(s): toggle disabled %p', (count, disabled) => {
    expect(isMetadataOnlyToggleDisabled(count)).toBe(disabled);
  });
});
