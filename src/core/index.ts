/**
 * The `rdm-widgets/core` entry: what a Node script or a host without React needs to speak to
 * an InvenioRDM server (the API clients), read and write its records (parsers, serializer,
 * validation), apply its rules, upload files and merge a draft changed on both sides. Nothing
 * here imports React or touches the DOM when loaded; test/package/coreEntry.test.cjs checks it.
 *
 * The folders' own index files are for the widgets and list more (their flash messages, form
 * defaults, parsing helpers): only what is named here is public.
 */
export * from './api';
export { parseDraftRecord, parseEditorConfig, parsePermissions } from './config';
export type { InputProblem, Parsed } from './config';
export {
  EDITABLE_PATHS,
  localChanges,
  mergeDraft,
  resolveConflicts,
  withLocalChanges,
} from './editor/mergeDraft';
export type {
  ConflictChoice,
  DraftMerge,
  DraftMergeInput,
  FieldConflict,
} from './editor/mergeDraft';
export * from './model';
// The rules, less the widgets' own timings and display limits in rules/constants.
export * from './rules/accessDisplay';
export * from './rules/accessRequests';
export * from './rules/communityButtons';
export * from './rules/curationChecks';
export * from './rules/creatorDisplay';
export * from './rules/dates';
export * from './rules/identifierSchemes';
export * from './rules/linkExpiration';
export * from './rules/permissions';
export * from './rules/publishButton';
export * from './rules/recordAccess';
export * from './rules/resourceTypes';
export * from './rules/restrictionGracePeriod';
export * from './rules/review';
export * from './rules/shareUrls';
export * from './rules/sharingErrors';
export * from './rules/sizes';
export * from './rules/statusBanner';
export * from './rules/statuses';
export * from './rules/submitReview';
export * from './rules/truncate';
export {
  DEFAULT_DECIMAL_SIZE_DISPLAY,
  DEFAULT_FILE_UPLOAD_CONCURRENCY,
  DEFAULT_MAX_FILES,
  DEFAULT_MAX_STORAGE_BYTES,
  DEFAULT_NAMES_AUTOCOMPLETE_MODE,
  DEFAULT_UPLOAD_PART_CONCURRENCY,
  DEFAULT_UPLOAD_PART_SIZE,
  MAX_UPLOAD_PARTS,
  NAMES_AUTOCOMPLETE_MODES,
  defaultRecordAccess,
} from './rules/constants';
export {
  deserializeRecord,
  emptyEditorRecord,
  errorAt,
  flattenErrorMap,
  mapServerErrors,
  serializeRecord,
} from './serializer';
export type {
  ErrorMap,
  ErrorMapNode,
  FieldErrorEntry,
  SerializerOptions,
  ServerFieldError,
} from './serializer';
export {
  DEFAULT_RESUME_MAX_AGE_MS,
  DEFAULT_RETRY_POLICY,
  UploadProgressNotifier,
  browserOnlineSignal,
  createIndexedDbResumeStore,
  createMemoryResumeStore,
  createTaskQueue,
  createUploadManager,
  isUploadActive,
  isUploadPausable,
  isUploadRestartable,
  isUploadResumable,
  resolveRetryPolicy,
  retryDelayMs,
  validateDrop,
} from './upload';
export type {
  AcknowledgedPart,
  CancelUpload,
  DropInput,
  DropResult,
  DropWarning,
  DropWarningKind,
  FileIdentity,
  IndexedDbResumeStoreOptions,
  NewResumeRecord,
  OnlineSignal,
  ResumeRecord,
  ResumeStore,
  RetryPolicy,
  SizedItem,
  Task,
  TaskPlace,
  TaskQueue,
  TaskQueueOptions,
  UploadEntry,
  UploadManager,
  UploadManagerOptions,
  UploadManagerState,
  UploadStatus,
} from './upload';
export { validateDeposit } from './validation';
export type { ValidateDepositOptions } from './validation';
