import { memo, useCallback, useMemo, useState } from 'react';
import type { DraftsApi, FilesApi } from '../../core/api';
import type { FileModificationApi } from '../../core/api/fileModification';
import type { QuotaRequestsApi } from '../../core/api/quotaRequests';
import type { EditorController, EditorControllerState } from '../../core/editor/types';
import type { EditorConfig, EditorPermissions, EditorRecord } from '../../core/model';
import { setMetadataOnly } from '../../core/rules';
import type { UploadManager } from '../../core/upload';
import { useFormActions, useFormValue } from '../../ui/fields';
import { useStoreSelection } from '../../ui/hooks/useStoreSelection';
import { ManagedFileUploader, serverEntriesOf } from '../file-uploader';
import { useNewVersionButton } from '../new-version-button';
import { useRunDraftAction } from './draftActions';

export interface DraftFilesProps {
  controller: EditorController;
  filesApi: FilesApi;
  draftsApi: DraftsApi;
  quotaRequestsApi?: QuotaRequestsApi;
  fileModificationApi?: FileModificationApi;
  config: EditorConfig;
  permissions: EditorPermissions;
  /** Told the upload manager in use (the form counts files and watches uploads). */
  onManager: (manager: UploadManager) => void;
}

const isPublishedOf = (state: EditorControllerState) => state.record.is_published;
const versionsOf = (state: EditorControllerState) => state.record.versions;
const versionsLinkOf = (state: EditorControllerState) => state.record.links.versions;
const quotaIncreaseLinkOf = (state: EditorControllerState) => state.record.links.quota_increase;
const requestsLinkOf = (state: EditorControllerState) => state.record.links.requests;
const fileModificationLinkOf = (state: EditorControllerState) =>
  state.record.links.file_modification;

/**
 * The file uploader inside the deposit form. Each batch saves the form's current values first
 * (a new draft gets its id there); the answer comes back through the form's merge, so the id
 * and links land without touching what the user typed meanwhile. Every prop handed to the
 * uploader stays the same object while the files part of the record does not change, so
 * typing elsewhere in the form does not re-render it. Memoised: the page rendering after a save
 * that left its links as they were skips it too.
 */
export const DraftFiles = memo(function DraftFiles({
  controller,
  filesApi,
  draftsApi,
  quotaRequestsApi,
  fileModificationApi,
  config,
  permissions,
  onManager,
}: DraftFilesProps) {
  // The manager and the uploader's callbacks run outside render: they read the latest values.
  const actions = useFormActions();
  const { setValues } = actions;
  const latest = useCallback(() => actions.getValues() as EditorRecord, [actions]);
  // The files part is the user's to edit (metadata-only, default preview); whether the record
  // is published and its versions are the server's, read from what it confirmed.
  const recordFiles = useFormValue<EditorRecord['files']>('files');
  const isPublished = useStoreSelection(controller, isPublishedOf);
  const versions = useStoreSelection(controller, versionsOf);
  const versionsLink = useStoreSelection(controller, versionsLinkOf);
  const quotaIncreaseLink = useStoreSelection(controller, quotaIncreaseLinkOf);
  const requestsLink = useStoreSelection(controller, requestsLinkOf);
  const fileModificationLink = useStoreSelection(controller, fileModificationLinkOf);
  const newVersionButton = useNewVersionButton(versionsLink, permissions, config);
  // Imported files start a new manager (with them as its files).
  const [files, setFiles] = useState(() => ({
    generation: 0,
    entries: serverEntriesOf(recordFiles),
  }));

  const run = useRunDraftAction();
  const saveDraft = useCallback(async () => {
    const outcome = await run((values) => controller.save(values), { check: false });
    if (!outcome.ok) throw new Error('The draft was not saved.');
    return outcome.record;
  }, [controller, run]);

  // Unlocking files saves the form first, as any action does; validation errors stop it.
  const onBeforeUnlock = useCallback(async () => {
    const outcome = await run((values) => controller.save(values), { check: false });
    if (!outcome.ok) throw new Error('The draft was not saved.');
    return Object.keys(controller.getState().errors).length === 0;
  }, [controller, run]);

  const onSaveFailed = useCallback(
    (error: unknown) => controller.reportSaveBeforeUploadFailed(error),
    [controller],
  );

  const importFiles = useCallback(async () => {
    try {
      const list = await draftsApi.importFiles(latest());
      setFiles((current) => ({ generation: current.generation + 1, entries: list.entries }));
    } catch (error) {
      controller.reportFilesImportFailed(error);
      throw error;
    }
  }, [controller, draftsApi, latest]);

  const onFilesEnabledChange = useCallback(
    (enabled: boolean) => setValues(setMetadataOnly(latest(), !enabled)),
    [latest, setValues],
  );

  const onDefaultPreviewChange = useCallback(
    (name: string) => {
      const current = latest();
      setValues({ ...current, files: { ...current.files, default_preview: name } });
    },
    [latest, setValues],
  );

  const record = useMemo(
    () => ({
      files: recordFiles,
      is_published: isPublished,
      versions,
      links: {
        quota_increase: quotaIncreaseLink,
        requests: requestsLink,
        file_modification: fileModificationLink,
      },
    }),
    [recordFiles, isPublished, versions, quotaIncreaseLink, requestsLink, fileModificationLink],
  );

  return (
    <ManagedFileUploader
      key={files.generation}
      initialEntries={files.entries}
      filesApi={filesApi}
      saveDraft={saveDraft}
      onSaveFailed={onSaveFailed}
      concurrency={config.fileUploadConcurrency}
      multipartUpload={config.multipartUpload}
      onManager={onManager}
      record={record}
      config={config}
      permissions={permissions}
      onFilesEnabledChange={onFilesEnabledChange}
      onDefaultPreviewChange={onDefaultPreviewChange}
      onImportFiles={importFiles}
      newVersionButton={newVersionButton}
      quotaRequests={quotaRequestsApi}
      fileModificationApi={fileModificationApi}
      onBeforeUnlock={onBeforeUnlock}
    />
  );
});
