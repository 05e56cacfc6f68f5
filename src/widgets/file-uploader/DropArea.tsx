import { useRef, type ChangeEvent } from 'react';
import { useDropzone } from 'react-dropzone';
import { useTranslation } from '../../ui/i18n/useTranslation';
import { Button } from '../../ui/semantic/Button';

export interface DropAreaProps {
  disabled: boolean;
  /** Why the area is disabled, shown in its place of the drop hint. */
  disabledReason?: string;
  /** Files dropped or chosen; those of a folder carry their relative path (file-selector's). */
  onFiles: (files: File[]) => void;
}

/**
 * The folder dialog's attributes: React's types do not know them, the browsers all do
 * (`webkitdirectory`; `directory` for older Firefox and Edge).
 */
const FOLDER_INPUT = { webkitdirectory: '', directory: '' };

/**
 * Drop files or folders here, or pick them with the 'Upload files' and 'Choose a folder'
 * buttons. The buttons are the keyboard path, so the area itself is not focusable (real
 * buttons, one tab stop each).
 */
export const DropArea = ({ disabled, disabledReason, onFiles }: DropAreaProps) => {
  const { t } = useTranslation();
  const folderInput = useRef<HTMLInputElement>(null);
  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    onDrop: (accepted) => onFiles(accepted),
    disabled,
    noClick: true,
    noKeyboard: true,
  });
  const onFolderChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared, so that choosing the same folder again is a change too.
    event.target.value = '';
    onFiles(files);
  };
  const state = disabled ? 'disabled' : isDragActive ? 'dragging' : 'idle';
  return (
    <div
      {...getRootProps({
        role: 'group',
        'aria-label': t('File drop area'),
        className: `ui placeholder segment${isDragActive ? ' secondary' : ''}`,
      })}
      data-state={state}
    >
      <div className="ui icon header">
        {isDragActive ? t('Drop files here') : (disabledReason ?? t('Drag and drop files'))}
      </div>
      <div className="inline">
        {!isDragActive && !disabled && <span>{t('or')} </span>}
        <Button
          type="button"
          icon="upload"
          content={t('Upload files')}
          disabled={disabled}
          onClick={open}
        />
        <Button
          type="button"
          icon="folder open"
          content={t('Choose a folder')}
          disabled={disabled}
          onClick={() => folderInput.current?.click()}
        />
      </div>
      {/* Last: fomantic masks a placeholder's header that is not its first child. */}
      <input
        {...getInputProps({ 'aria-label': t('Files to upload'), style: { display: 'none' } })}
      />
      <input
        ref={folderInput}
        type="file"
        multiple
        {...FOLDER_INPUT}
        aria-label={t('Folder to upload')}
        style={{ display: 'none' }}
        disabled={disabled}
        onChange={onFolderChosen}
      />
    </div>
  );
};
