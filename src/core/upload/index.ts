export { MAX_FILES_MESSAGE, MAX_STORAGE_MESSAGE, validateDrop } from './dropValidation';
export type {
  DropInput,
  DropResult,
  DropWarning,
  DropWarningKind,
  SizedItem,
} from './dropValidation';
export { keyedByRelativePath, relativePathOf } from './folderFiles';
export { browserOnlineSignal } from './onlineSignal';
export {
  NOTIFIER_TYPE_ERROR,
  UploadProgressNotifier,
  assertProgressNotifier,
} from './progressNotifier';
export type { AcknowledgedPart, CancelUpload } from './progressNotifier';
export { DEFAULT_RETRY_POLICY, resolveRetryPolicy, retryDelayMs } from './retryPolicy';
export { createIndexedDbResumeStore } from './indexedDbResumeStore';
export type { IndexedDbResumeStoreOptions } from './indexedDbResumeStore';
export { createMemoryResumeStore } from './memoryResumeStore';
export { DEFAULT_RESUME_MAX_AGE_MS } from './resumeStore';
export type { FileIdentity, NewResumeRecord, ResumeRecord, ResumeStore } from './resumeStore';
export { createTaskQueue } from './taskQueue';
export type { Task, TaskPlace, TaskQueue, TaskQueueOptions } from './taskQueue';
export { SAVE_BEFORE_UPLOAD_FAILED_MESSAGE, createUploadManager } from './uploadManager';
export type { UploadManagerOptions } from './uploadManager';
export {
  isUploadActive,
  isUploadPausable,
  isUploadRestartable,
  isUploadResumable,
} from './uploadStatus';
export type {
  OnlineSignal,
  RetryPolicy,
  UploadEntry,
  UploadManager,
  UploadManagerState,
  UploadStatus,
} from './types';
