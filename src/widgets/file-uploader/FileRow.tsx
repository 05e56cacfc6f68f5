import type { Translate } from '../../ui/i18n/builtInEnglish';
import { memo, useState } from 'react';
import { useTranslation } from '../../ui/i18n/useTranslation';
import { isUploadActive, isUploadPausable, isUploadResumable } from '../../core/upload';
import type { UploadEntry, UploadManager } from '../../core/upload/types';
import { Icon } from 'semantic-ui-react';
import { Button } from '../../ui/semantic/Button';
import { ProgressBar } from './ProgressBar';
import { useSizeText } from './useSizeText';
import { useEntry } from './useManagerState';

export interface FileRowProps {
  manager: UploadManager;
  name: string;
  locked: boolean;
  decimalSizeDisplay: boolean | undefined;
  /** The radio group of the default-preview choice (one per uploader). */
  previewGroup: string;
  isDefaultPreview: boolean;
  onDefaultPreviewChange: ((name: string) => void) | undefined;
}

const SHOWS_PROGRESS = new Set(['queued', 'uploading', 'paused', 'finished']);
const DELETABLE = new Set(['finished', 'failed', 'pending', 'paused', 'cancelled']);

const md5Of = (checksum: string | undefined) => checksum?.replace(/^md5:/, '');

/** What each upload status reads as in the file table. */
const statusLabel = (t: Translate, { status, awaitsFile }: UploadEntry): string => {
  switch (status) {
    case 'queued':
      return t('Queued');
    case 'uploading':
      return t('Uploading');
    case 'paused':
      return awaitsFile ? t('Paused — choose the file again to resume') : t('Paused');
    case 'finished':
      return t('Finished');
    case 'failed':
      return t('Failed');
    case 'cancelled':
      return t('Cancelled');
    case 'pending':
      return t('Pending');
  }
};

/**
 * One file. It reads its own entry from the manager, so a progress tick re-renders this row
 * only.
 */
export const FileRow = memo(function FileRow(props: FileRowProps) {
  const { manager, name, locked, decimalSizeDisplay } = props;
  const { t } = useTranslation();
  const sizeText = useSizeText(decimalSizeDisplay);
  const entry = useEntry(manager, name);
  const [deleting, setDeleting] = useState(false);
  const [deleteFailed, setDeleteFailed] = useState(false);
  if (!entry) return null;

  const remove = () => {
    setDeleting(true);
    setDeleteFailed(false);
    // A deleted file leaves the manager (and this row); one the server kept carries an error.
    manager.remove(name).then(
      () => setDeleting(false),
      () => {
        setDeleting(false);
        setDeleteFailed(true);
      },
    );
  };

  const failed = entry.status === 'failed';
  return (
    // Fomantic's negative row: the error colour, besides the icon and the word.
    <tr data-state={entry.status} className={failed ? 'negative' : undefined}>
      <td className="rdm-file-preview">
        <DefaultPreviewChoice {...props} entry={entry} />
      </td>
      <td className="rdm-file-name">{entry.name}</td>
      <td className="rdm-file-size">{sizeText(entry.size)}</td>
      <td className="rdm-file-checksum">
        {entry.checksum && <code>{md5Of(entry.checksum)}</code>}
      </td>
      {/* A locked file has nothing left to upload: no progress, as in InvenioRDM. */}
      {!locked && (
        <td className="rdm-file-progress">
          {SHOWS_PROGRESS.has(entry.status) && (
            <ProgressBar
              name={entry.name}
              percent={entry.progressPercentage}
              done={entry.status === 'finished'}
            />
          )}
        </td>
      )}
      <td className="rdm-file-state">
        {locked ? (
          <>
            <Icon name="lock" />
            {t('Locked — cannot be changed in this version')}
          </>
        ) : (
          <>
            {failed && <Icon name="exclamation circle" />}
            {statusLabel(t, entry)}
          </>
        )}
        {/* The manager's own messages are catalog keys; a server's message falls back as is. */}
        {entry.error && <div className="ui small negative text">{t(entry.error)}</div>}
        {entry.notice && <div className="ui small text">{t(entry.notice)}</div>}
        {deleteFailed && (
          <div className="ui small negative text" role="alert">
            {t('The file could not be deleted. Please try again.')}
          </div>
        )}
      </td>
      {!locked && (
        <td className="rdm-file-actions">
          <PauseOrResume manager={manager} entry={entry} />
          {(isUploadActive(entry.status) || entry.status === 'paused') && (
            <Button
              type="button"
              size="small"
              content={t('Cancel')}
              aria-label={t('Cancel {{name}}', { name })}
              onClick={() => manager.cancel(name)}
            />
          )}
          {entry.status === 'failed' && (
            <Button
              type="button"
              size="small"
              content={t('Retry')}
              aria-label={t('Retry {{name}}', { name })}
              onClick={() => manager.retry(name)}
            />
          )}
          {DELETABLE.has(entry.status) && (
            <Button
              type="button"
              size="small"
              negative
              basic
              content={t('Delete')}
              aria-label={t('Delete {{name}}', { name })}
              loading={deleting}
              disabled={deleting}
              onClick={remove}
            />
          )}
        </td>
      )}
    </tr>
  );
});

/**
 * One button that pauses a file sent in parts and resumes it: the same element, so the focus
 * stays on it when it turns from one into the other.
 */
const PauseOrResume = ({ manager, entry }: { manager: UploadManager; entry: UploadEntry }) => {
  const { t } = useTranslation();
  const { name } = entry;
  const pausing = isUploadPausable(entry);
  if (!pausing && !isUploadResumable(entry)) return null;
  return (
    <Button
      type="button"
      size="small"
      content={pausing ? t('Pause') : t('Resume')}
      aria-label={pausing ? t('Pause {{name}}', { name }) : t('Resume {{name}}', { name })}
      onClick={() => (pausing ? manager.pause(name) : manager.resume(name))}
    />
  );
};

const DefaultPreviewChoice = ({
  entry,
  locked,
  previewGroup,
  isDefaultPreview,
  onDefaultPreviewChange,
}: FileRowProps & { entry: UploadEntry }) => {
  const { t } = useTranslation();
  if (entry.status !== 'finished') return null;
  return (
    <input
      type="radio"
      name={previewGroup}
      aria-label={t('Default preview: {{name}}', { name: entry.name })}
      checked={isDefaultPreview}
      disabled={locked || !onDefaultPreviewChange}
      onChange={() => onDefaultPreviewChange?.(entry.name)}
    />
  );
};
