import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../ui/i18n/useTranslation';
import { Message } from 'semantic-ui-react';
import {
  DEFAULT_DECIMAL_SIZE_DISPLAY,
  DEFAULT_MAX_FILES,
  DEFAULT_MAX_STORAGE_BYTES,
  daysToPublish,
  fileModificationOffered,
  filesUnlockable,
  isMetadataOnlyToggleDisabled,
  quotaIncreaseOffered,
} from '../../core/rules';
import { keyedByRelativePath, validateDrop, type DropWarning } from '../../core/upload';
import { findFileByName } from '../../core/serializer';
import type { UploadEntry, UploadManagerState } from '../../core/upload/types';
import { DropArea } from './DropArea';
import { DropWarnings } from './DropWarnings';
import { EditPublishedFiles } from './EditPublishedFiles';
import { FileTable } from './FileTable';
import { ImportBanner } from './ImportBanner';
import { LockedFilesNotice } from './LockedFilesNotice';
import { MetadataOnlyToggle } from './MetadataOnlyToggle';
import { QuotaRequest } from './QuotaRequest';
import { StorageUsage, storageLevelOf } from './StorageUsage';
import { useSizeText } from './useSizeText';
import type { FileUploaderProps } from './types';
import { UploadAnnouncer } from './UploadAnnouncer';
import { useLeaveWarning } from '../../ui/hooks/useLeaveWarning';
import { Overridable } from '../../ui/overrides';
import { useFileModification } from './useFileModification';
import { useManagerState, useOnline, useUploadsInProgress } from './useManagerState';
import { useQuotaRequests } from './useQuotaRequests';

interface Usage {
  count: number;
  bytes: number;
  /** Paused files, which are chosen again through the drop area even when it is full. */
  paused: number;
}

const selectUsage = (state: UploadManagerState): Usage => ({
  count: state.entries.length,
  bytes: state.entries.reduce((sum, entry) => sum + entry.size, 0),
  paused: state.entries.filter((entry) => entry.status === 'paused').length,
});

const sameUsage = (a: Usage, b: Usage) =>
  a.count === b.count && a.bytes === b.bytes && a.paused === b.paused;

/**
 * The file uploader: drop area, 'Upload files' and 'Choose a folder' buttons, quota checks, the file table,
 * the metadata-only toggle, the import banner of new-version drafts, locked files of
 * published records (unlocked where the repository allows it) and, where storage runs out,
 * the request for more. The manager does the uploading; this only shows and asks.
 */
export const FileUploader = ({
  manager,
  record,
  config = {},
  permissions = {},
  onFilesEnabledChange,
  onDefaultPreviewChange,
  onImportFiles,
  newVersionButton,
  quotaRequests,
  fileModificationApi,
  onBeforeUnlock,
}: FileUploaderProps) => {
  const { t } = useTranslation();
  const usage = useManagerState(manager, selectUsage, sameUsage);
  const online = useOnline(manager);
  const [warnings, setWarnings] = useState<readonly DropWarning[]>([]);
  useLeaveWarning(useUploadsInProgress(manager));

  const published = record.is_published === true;
  const fileModificationLink = record.links?.file_modification;
  const modification = useFileModification(
    fileModificationApi,
    fileModificationLink,
    onBeforeUnlock,
  );
  // A published record's files are locked unless the page says they were unlocked.
  const locked = published && config.filesLocked !== false && !modification.unlocked;
  const offerUnlock = !!fileModificationApi && fileModificationOffered(config.fileModification);
  const daysLeft = daysToPublish(config.fileModification);
  const unlockedNotice = useRef<HTMLParagraphElement>(null);
  // Unlocked here: focus goes to the news, as the button that opened the modal is gone.
  useEffect(() => {
    if (modification.unlocked) unlockedNotice.current?.focus();
  }, [modification.unlocked]);
  const filesEnabled = record.files.enabled;
  const maxFiles = config.quota?.maxFiles ?? DEFAULT_MAX_FILES;
  const maxStorage = config.quota?.maxStorage ?? DEFAULT_MAX_STORAGE_BYTES;
  const decimalSizeDisplay = config.decimalSizeDisplay ?? DEFAULT_DECIMAL_SIZE_DISPLAY;
  const sizeText = useSizeText(decimalSizeDisplay);
  const full = usage.count - usage.paused >= maxFiles;
  const storageLevel = storageLevelOf(usage.bytes, maxStorage);
  const offerImport =
    !published && filesEnabled && usage.count === 0 && (record.versions?.index ?? 1) > 1;
  // More storage is offered where it runs out: near or over the limit, or a drop did not fit.
  const needsRoom =
    filesEnabled &&
    !locked &&
    (storageLevel !== 'ok' || warnings.some((warning) => warning.kind === 'maxStorage'));
  const offerMoreStorage =
    needsRoom &&
    !!quotaRequests &&
    quotaIncreaseOffered(config.quota?.quotaIncrease, record.links?.quota_increase);
  const storageRequests = useQuotaRequests(
    quotaRequests,
    { links: record.links ?? {} },
    offerMoreStorage,
  );

  const addFiles = (dropped: File[]) => {
    // A paused file chosen again resumes: it is no duplicate and takes its own place.
    const resumed = (entry: UploadEntry) =>
      entry.status === 'paused' && findFileByName(dropped, entry.name) !== undefined;
    const result = validateDrop({
      existing: manager.getState().entries.filter((entry) => !resumed(entry)),
      // A file of a folder goes under its relative path, as InvenioRDM's keys may have folders.
      dropped: dropped.map(keyedByRelativePath),
      maxFiles,
      maxStorage,
      allowEmptyFiles: config.allowEmptyFiles,
    });
    setWarnings(result.warnings);
    if (result.accepted.length > 0) void manager.add(result.accepted);
  };

  const disabledReason = !filesEnabled
    ? t('A metadata-only record has no files.')
    : full
      ? t('The maximum number of files has been reached.')
      : undefined;

  return (
    <div
      className="rdm-file-uploader"
      data-state={locked ? 'locked' : filesEnabled ? 'files' : 'metadata-only'}
    >
      {onFilesEnabledChange && (
        <MetadataOnlyToggle
          filesEnabled={filesEnabled}
          disabled={published || isMetadataOnlyToggleDisabled(usage.count)}
          onFilesEnabledChange={onFilesEnabledChange}
        />
      )}
      {!online && (
        <Message warning>
          {t('You are offline. Uploads will go on when the connection is back.')}
        </Message>
      )}
      {offerImport && onImportFiles && <ImportBanner onImportFiles={onImportFiles} />}
      {published && !locked && daysLeft !== undefined && (
        <p className="rdm-files-unlocked" tabIndex={-1} ref={unlockedNotice}>
          <strong>
            {t('Unlocked, {{days}} to publish changes', {
              days: t('{{count}} days', { count: daysLeft }),
            })}
          </strong>
        </p>
      )}
      {locked ? (
        <LockedFilesNotice
          canNewVersion={permissions.can_new_version === true}
          newVersionButton={newVersionButton}
          editFiles={
            offerUnlock && (
              <EditPublishedFiles
                allowed={filesUnlockable(config.fileModification, fileModificationLink)}
                policyDescription={config.fileModification?.fileModification?.policy?.description}
                daysUntil={daysLeft}
                newVersionButton={permissions.can_new_version ? newVersionButton : undefined}
                onUnlock={modification.unlock}
              />
            )
          }
        />
      ) : (
        <Overridable
          overrideId="file-uploader.drop-area"
          Default={DropArea}
          disabled={!filesEnabled || full}
          disabledReason={disabledReason}
          onFiles={addFiles}
        />
      )}
      <DropWarnings warnings={warnings} decimalSizeDisplay={decimalSizeDisplay} />
      {filesEnabled && !locked && (
        <Overridable
          overrideId="file-uploader.storage-usage"
          Default={StorageUsage}
          level={storageLevel}
          usage={t('Files: {{files}} of {{maxFiles}}. Storage: {{used}} of {{limit}}.', {
            files: usage.count,
            maxFiles,
            used: sizeText(usage.bytes),
            limit: sizeText(maxStorage),
          })}
        />
      )}
      {offerMoreStorage && (
        <QuotaRequest
          pending={storageRequests.pending}
          maxStorage={maxStorage}
          sizeText={sizeText}
          onAsk={storageRequests.ask}
        />
      )}
      <Overridable
        overrideId="file-uploader.file-table"
        Default={FileTable}
        manager={manager}
        locked={locked}
        decimalSizeDisplay={decimalSizeDisplay}
        defaultPreview={record.files.default_preview}
        onDefaultPreviewChange={onDefaultPreviewChange}
      />
      <UploadAnnouncer
        manager={manager}
        storageLevel={filesEnabled && !locked ? storageLevel : 'ok'}
      />
    </div>
  );
};
