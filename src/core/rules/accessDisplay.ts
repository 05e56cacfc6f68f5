import type { Community, RecordAccess } from '../model';
import { isCommunityPublic } from './recordAccess';

/** The access state shown to the user (docs/behaviour.md#record-access). */

export type AccessStateId =
  'public' | 'embargoed-full' | 'restricted' | 'public-restricted-files' | 'embargoed-files';

export const ACCESS_STATE_LABELS: Readonly<Record<AccessStateId, string>> = {
  public: 'Public',
  'embargoed-full': 'Embargoed (full record)',
  restricted: 'Restricted',
  'public-restricted-files': 'Public with restricted files',
  'embargoed-files': 'Embargoed (files-only)',
};

export interface LiftedEmbargo {
  until: string;
  reason: string | null;
}

export interface AccessDisplay {
  id: AccessStateId;
  label: string;
  /** The end of the embargo, for the two embargoed states. */
  embargoUntil: string | null;
  /** Present when an embargo ended (not active, but it had an end date). */
  liftedEmbargo: LiftedEmbargo | null;
}

export interface AccessDisplayInput {
  access: RecordAccess;
  community: Pick<Community, 'access'> | null | undefined;
  metadataOnly: boolean;
}

const stateOf = ({ access, community, metadataOnly }: AccessDisplayInput): AccessStateId => {
  const recordPublic = access.record === 'public';
  const filesPublic = metadataOnly || access.files === 'public';
  const embargoActive = access.embargo?.active === true;
  const communityPublic = isCommunityPublic(community);

  if (communityPublic && recordPublic && filesPublic) return 'public';
  // An embargo is announced even when a restricted community also hides the record.
  if (!recordPublic && embargoActive) return 'embargoed-full';
  if (!communityPublic || !recordPublic) return 'restricted';
  return embargoActive ? 'embargoed-files' : 'public-restricted-files';
};

const liftedEmbargoOf = (access: RecordAccess): LiftedEmbargo | null => {
  const embargo = access.embargo;
  if (!embargo || embargo.active || !embargo.until) return null;
  return { until: embargo.until, reason: embargo.reason || null };
};

export const describeAccess = (input: AccessDisplayInput): AccessDisplay => {
  const id = stateOf(input);
  const embargoed = id === 'embargoed-full' || id === 'embargoed-files';
  return {
    id,
    label: ACCESS_STATE_LABELS[id],
    embargoUntil: embargoed ? (input.access.embargo?.until ?? null) : null,
    liftedEmbargo: liftedEmbargoOf(input.access),
  };
};
