import type { AccessLevel, Community, RecordAccess } from '../model';

/** How access changes as the user edits it (docs/behaviour.md#record-access). */

/** A community, or none chosen yet. */
export type MaybeCommunity = Pick<Community, 'access'> | null | undefined;

/** No community counts as public: only a restricted community constrains the record. */
export const isCommunityPublic = (community: MaybeCommunity): boolean =>
  !community || community.access.visibility === 'public';

/** The Public button is offered only while the community is public. */
export const canChoosePublicRecord = (community: MaybeCommunity): boolean =>
  isCommunityPublic(community);

/**
 * Public clears the embargo (nothing is left to embargo); Restricted keeps it. Public is
 * refused while the community is restricted.
 */
export const chooseRecordAccess = (
  access: RecordAccess,
  level: AccessLevel,
  community: MaybeCommunity,
): RecordAccess => {
  if (level === 'restricted') return { ...access, record: 'restricted' };
  if (!canChoosePublicRecord(community)) return access;
  return { ...access, record: 'public', embargo: { active: false } };
};

/**
 * Applies a (newly) selected community: a restricted one cannot hold a public record, so a
 * public record becomes restricted, files included.
 */
export const accessForCommunity = (
  access: RecordAccess,
  community: MaybeCommunity,
): RecordAccess => {
  if (isCommunityPublic(community) || access.record === 'restricted') return access;
  return { ...access, record: 'restricted', files: 'restricted' };
};

export interface FilesOnlyToggleInput {
  access: RecordAccess;
  community: MaybeCommunity;
  /** False for a metadata-only record. */
  hasFiles: boolean;
}

export const isFilesOnlyToggleVisible = ({
  access,
  community,
  hasFiles,
}: FilesOnlyToggleInput): boolean =>
  access.record === 'public' && isCommunityPublic(community) && hasFiles;

export const chooseFilesAccess = (access: RecordAccess, level: AccessLevel): RecordAccess => ({
  ...access,
  files: level,
});

export const canEnableEmbargo = (access: RecordAccess, community: MaybeCommunity): boolean =>
  (access.record === 'restricted' || access.files === 'restricted') && isCommunityPublic(community);

/** Switching on is refused when an embargo is not allowed; switching off keeps date and reason. */
export const setEmbargoActive = (
  access: RecordAccess,
  active: boolean,
  community: MaybeCommunity,
): RecordAccess => {
  if (active && !canEnableEmbargo(access, community)) return access;
  return { ...access, embargo: { ...access.embargo, active } };
};

/** The parts of a record the metadata-only toggle changes. */
export interface MetadataOnlyTarget {
  access: RecordAccess;
  files: { enabled: boolean };
}

/** Metadata-only means no files, so file access has nothing to restrict and goes public. */
export const setMetadataOnly = <T extends MetadataOnlyTarget>(
  record: T,
  metadataOnly: boolean,
): T => ({
  ...record,
  access: { ...record.access, files: 'public' },
  files: { ...record.files, enabled: !metadataOnly },
});

/** Files already uploaded make metadata-only impossible. */
export const isMetadataOnlyToggleDisabled = (fileCount: number): boolean => fileCount > 0;
