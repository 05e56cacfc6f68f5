export { AccessApiClient } from './access';
export type { AccessApi, LinkedRecord } from './access';
export { AccessRequestsApiClient } from './accessRequests';
export type { AccessRequestsApi } from './accessRequests';
export { DEFAULT_API_BASE } from './apiBase';
export type { FixedEndpointOptions } from './apiBase';
export { CommunitiesApiClient } from './communities';
export type { CommunitiesApi } from './communities';
export { CSRF_COOKIE, CSRF_HEADER, readCsrfToken } from './csrf';
export { DraftsApiClient } from './drafts';
export type {
  DraftPayload,
  DraftsApi,
  DraftsApiOptions,
  LinkedDraft,
  RevisionOptions,
} from './drafts';
export { ApiError, isApiError, isTransient, toApiError } from './errors';
export type { ApiErrorInit, ApiFieldError } from './errors';
export { FilesApiClient } from './files';
export type {
  DeleteFileOptions,
  FilesApi,
  FileTarget,
  FileToInitialise,
  PartUploadOptions,
  UploadOptions,
} from './files';
export {
  PLAIN_JSON,
  VENDOR_JSON,
  VENDOR_OR_PLAIN_JSON,
  createHttpClient,
  resolveHttpClient,
} from './http';
export { FileModificationApiClient } from './fileModification';
export type { FileModificationApi, FileModificationRecord } from './fileModification';
export type { HttpClient, HttpClientOptions, HttpSource } from './http';
export { QuotaRequestsApiClient } from './quotaRequests';
export type { QuotaDraft, QuotaRequest, QuotaRequestsApi } from './quotaRequests';
export { RecordDeletionApiClient } from './recordDeletion';
export type {
  DeletableRecord,
  DeletionOutcome,
  DeletionPayload,
  RecordDeletionApi,
} from './recordDeletion';
export type { RequestOptions } from './request';
export { parseRetryAfterMs } from './retryAfter';
export type { SearchResult } from './search';
export { LICENCE_TAGS, VocabulariesApiClient } from './vocabularies';
export type {
  AffiliationSuggestion,
  AwardSuggestion,
  FunderSuggestion,
  LicenceQuery,
  LicenceTag,
  NameSuggestion,
  SubjectSuggestion,
  UserRecordHit,
  VocabulariesApi,
} from './vocabularies';
