import { useDropzone } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/semantic/Button';

export interface DropAreaProps {
  disabled: boolean;
  /** Why the area is disabled, shown in its place of the drop hint. */
  disabledReason?: string;
  onFiles: (files: File[]) => void;
}

/**
 * Drop files here or pick them with the 'Upload files' button. The button is the keyboard
 * path, so the area itself is not focusable (one tab stop, a real button).
 */
export const DropArea = ({ disabled, disabledReason, onFiles }: DropAreaProps) => {
  const { t } = useTranslation();
  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    onDrop: (accepted) => onFiles(accepted),
    disabled,
    noClick: true,
    noKeyboard: true,
  });
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
      </div>
      {/* Last: fomantic masks a placeholder's header that is not its first child. */}
      <input
        {...getInputProps({ 'aria-label': t('Files to upload'), style: { display: 'none' } })}
      />
    </div>
  );
};
