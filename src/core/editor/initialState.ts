import type {
  Community,
  CommunitySelectionState,
  EditorConfig,
  EditorPermissions,
  EditorRecord,
} from '../model';
import {
  disableCommunitySelectionButton,
  showCommunitySelectionButton,
  type ButtonRecordView,
} from '../rules/communityButtons';
import { blockingErrors, curationChecks } from '../rules/curationChecks';
import { accessForCommunity } from '../rules/recordAccess';
import { deserializeRecord, mapServerErrors } from '../serializer';
import { asObject, isPlainObject } from '../serializer/jsonReaders';
import type { EditorControllerState } from './types';

/**
 * The community selection flags for a record. The header stays visible while a community can
 * still be chosen, and on a published record only to show the community it belongs to.
 */
export const communitySelectionState = (
  record: ButtonRecordView,
  selectedCommunity: Community | null,
): CommunitySelectionState => ({
  selectedCommunity,
  disableCommunitySelectionButton: disableCommunitySelectionButton(record),
  showCommunitySelectionButton: showCommunitySelectionButton(record),
  showCommunityHeader: showCommunitySelectionButton(record) || selectedCommunity !== null,
});

/** A community as `?expand=1` resolves it; a bare id (not expanded) cannot be shown. */
const expandedCommunity = (value: unknown): Community | null => {
  const community = asObject(value);
  return typeof community.id === 'string' && isPlainObject(community.metadata)
    ? (community as unknown as Community)
    : null;
};

/**
 * The record's community (`expanded`, docs/reference-server.md#how-it-answers): the receiver of its
 * review (the parent's, or the newer per-version one), else the default community of a record
 * already in one.
 */
export const communityOfRecord = (record: unknown): Community | null => {
  const expanded = asObject(asObject(record).expanded);
  const parent = asObject(expanded.parent);
  return (
    expandedCommunity(asObject(parent.review).receiver) ??
    expandedCommunity(asObject(expanded.review).receiver) ??
    expandedCommunity(asObject(parent.communities).default)
  );
};

export interface InitialStateInput {
  /** The draft as the server sent it (or `{}` for a new upload). */
  record: unknown;
  config: EditorConfig;
  permissions: EditorPermissions;
}

/** The editor's state before any action: form values, community, no feedback yet. */
export const initialEditorState = ({
  record,
  config,
  permissions,
}: InitialStateInput): EditorControllerState => {
  const community = communityOfRecord(record);
  const stored = deserializeRecord(record, { locale: config.default_locale });
  // A restricted community cannot hold a public record (docs/behaviour.md#record-access), however
  // it was saved.
  const access = accessForCommunity(stored.access, community);
  const editorRecord: EditorRecord = access === stored.access ? stored : { ...stored, access };
  return {
    record: editorRecord,
    editorState: communitySelectionState(editorRecord, community),
    config,
    permissions,
    actionState: null,
    actionStateExtra: {},
    flash: null,
    // A page may print a draft saved with validation errors; show them at the fields at once.
    errors: mapServerErrors(blockingErrors(asObject(record).errors)),
    checks: curationChecks(asObject(record).errors),
    submitting: false,
    conflicts: [],
    keptFromElsewhere: [],
  };
};
