import { useState } from 'react';
import { useTranslation } from '../../ui/i18n/useTranslation';
import { Message } from 'semantic-ui-react';
import {
  DraftsApiClient,
  FilesApiClient,
  createHttpClient,
  type DraftsApi,
  type FilesApi,
} from '../../core/api';
import {
  FileModificationApiClient,
  type FileModificationApi,
} from '../../core/api/fileModification';
import { QuotaRequestsApiClient, type QuotaRequestsApi } from '../../core/api/quotaRequests';
import type { DraftRecord, EditorConfig, EditorPermissions } from '../../core/model';
import { setMetadataOnly } from '../../core/rules';
import { OverridesProvider, type Overrides } from '../../ui/overrides';
import { useNewVersionButton } from '../new-version-button';
import { ManagedFileUploader } from './ManagedFileUploader';
import { serverEntriesOf } from './serverEntries';
import { useDraftRecord } from './useDraftRecord';

export interface FileUploaderWidgetProps {
  config: EditorConfig;
  record: DraftRecord;
  permissions: EditorPermissions;
  /** API clients; built from config when absent (tests and integrators pass their own). */
  filesApi?: FilesApi;
  draftsApi?: DraftsApi;
  quotaRequestsApi?: QuotaRequestsApi;
  fileModificationApi?: FileModificationApi;
  /** The host's replacements of the widget's parts, by id (docs/overrides.md). */
  overrides?: Overrides;
}

const clientsFor = ({
  config,
  filesApi,
  draftsApi,
  quotaRequestsApi,
  fileModificationApi,
}: FileUploaderWidgetProps) => {
  const http = createHttpClient({ apiHeaders: config.apiHeaders });
  return {
    filesApi: filesApi ?? new FilesApiClient(http),
    draftsApi: draftsApi ?? new DraftsApiClient(http, { createUrl: config.createUrl }),
    quotaRequestsApi: quotaRequestsApi ?? new QuotaRequestsApiClient(http),
    fileModificationApi: fileModificationApi ?? new FileModificationApiClient(http),
  };
};

/**
 * The uploader on its own on a page: it owns the upload manager and keeps the draft's
 * metadata-only and default-preview choices saved.
 */
export const FileUploaderWidget = (props: FileUploaderWidgetProps) => {
  const { config, record: given, permissions } = props;
  const { t } = useTranslation();
  // Built once: the manager keeps the files client for its whole life.
  const [clients] = useState(() => clientsFor(props));
  const { record, saveFailed, saveDraft, change } = useDraftRecord(given, clients.draftsApi);
  const newVersionButton = useNewVersionButton(record.links?.versions, permissions, config);
  // Imported files start a new manager (with them as its files): the import is offered only
  // while there is nothing to lose, no file and no upload.
  const [files, setFiles] = useState(() => ({
    generation: 0,
    entries: serverEntriesOf(given.files),
  }));

  const importFiles = async () => {
    const list = await clients.draftsApi.importFiles(record);
    setFiles((current) => ({ generation: current.generation + 1, entries: list.entries }));
  };

  return (
    <OverridesProvider overrides={props.overrides}>
      {saveFailed && (
        <Message negative role="alert">
          {t(
            'The draft was not saved. Please try again. If the problem persists, contact user support.',
          )}
        </Message>
      )}
      <ManagedFileUploader
        key={files.generation}
        initialEntries={files.entries}
        filesApi={clients.filesApi}
        saveDraft={saveDraft}
        concurrency={config.fileUploadConcurrency}
        multipartUpload={config.multipartUpload}
        record={record}
        config={config}
        permissions={permissions}
        onFilesEnabledChange={(enabled) => change(setMetadataOnly(record, !enabled))}
        onDefaultPreviewChange={(name) =>
          change({ ...record, files: { ...record.files, default_preview: name } })
        }
        onImportFiles={importFiles}
        newVersionButton={newVersionButton}
        quotaRequests={clients.quotaRequestsApi}
        fileModificationApi={clients.fileModificationApi}
      />
    </OverridesProvider>
  );
};
