/**
 * The package entry, `rdm-widgets/deposit-form`: what a host mounts, renders and names,
 * and nothing else. The rest of the library reaches the widget through index.ts.
 */
export { DepositFormWidget } from './DepositFormWidget';
export type { DepositFormConfig, DepositFormWidgetProps } from './DepositFormWidget';
export { depositFormWidget, mountDepositForm } from './mount';
// For a host's own parts (overrides, extra sections): they read and set the form's values.
export { useFormActions, useFormValue } from '../../ui/fields/formSlices';
export type { ExtraSectionsProps } from './fields/LaterSections';
export type { DepositSectionProps } from './layout/DepositSection';
export type { FormActions, FormSnapshot } from '../../ui/fields/formSlicesStore';
export type { PidFieldConfig } from './pids';
export type {
  CustomFieldWidgetMap,
  CustomFieldWidgetProps,
} from './fields/custom/customFieldWidgetProps';
export type { JsonObject } from '../../core/serializer/jsonReaders';

// Types the entry's own signatures use, so a host can name them from this entry alone.
export type { AccessApi } from '../../core/api/access';
export type { QuotaDraft, QuotaRequest, QuotaRequestsApi } from '../../core/api/quotaRequests';
export type { FileModificationApi, FileModificationRecord } from '../../core/api/fileModification';
export type {
  DeletableRecord,
  DeletionOutcome,
  DeletionPayload,
  RecordDeletionApi,
} from '../../core/api/recordDeletion';
export type {
  DeletionChecklistRow,
  DeletionPolicyState,
  RecordDeletionConfig,
} from '../../core/model/recordDeletion';
export type { CommunitiesApi } from '../../core/api/communities';
export type { DraftsApi } from '../../core/api/drafts';
export type { FilesApi } from '../../core/api/files';
export type { UserRecordHit, VocabulariesApi } from '../../core/api/vocabularies';
export type {
  ChecklistAction,
  EditorConfig,
  FileModificationConfig,
  EditorPermissions,
  PublishChecklistItem,
} from '../../core/model/editorState';
export type { DraftRecord } from '../../core/model/record';
export type { PrefillConfig } from '../../core/prefill/types';
export type { WidgetDefinition, WidgetHandle } from '../../ui/mount/widgetDefinition';
export type { HostCustomFieldWidgetProps } from './fields/custom/customFieldWidgetProps';

export type { Override, OverrideProps, Overrides, Replacement } from '../../ui/overrides/overrides';
