import { useId } from 'react';
import { useTranslation } from '../../ui/i18n/useTranslation';
import type { UploadManager } from '../../core/upload/types';
import { FileRow } from './FileRow';
import { useEntryNames } from './useManagerState';

export interface FileTableProps {
  manager: UploadManager;
  locked: boolean;
  decimalSizeDisplay: boolean | undefined;
  defaultPreview: string | null | undefined;
  onDefaultPreviewChange: ((name: string) => void) | undefined;
}

/** The files of the draft; rows are keyed by name and re-render on their own. */
export const FileTable = ({
  manager,
  locked,
  decimalSizeDisplay,
  defaultPreview,
  onDefaultPreviewChange,
}: FileTableProps) => {
  const { t } = useTranslation();
  const names = useEntryNames(manager);
  const previewGroup = useId();
  if (names.length === 0) return null;
  return (
    <table className="ui compact unstackable table rdm-file-table">
      <caption className="ui left aligned small header">{t('Files')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('Default preview')}</th>
          <th scope="col">{t('Filename')}</th>
          <th scope="col">{t('Size')}</th>
          <th scope="col">{t('Checksum (MD5)')}</th>
          {!locked && <th scope="col">{t('Progress')}</th>}
          <th scope="col">{t('State')}</th>
          {!locked && <th scope="col">{t('Actions')}</th>}
        </tr>
      </thead>
      <tbody>
        {names.map((name) => (
          <FileRow
            key={name}
            manager={manager}
            name={name}
            locked={locked}
            decimalSizeDisplay={decimalSizeDisplay}
            previewGroup={previewGroup}
            isDefaultPreview={name === defaultPreview}
            onDefaultPreviewChange={onDefaultPreviewChange}
          />
        ))}
      </tbody>
    </table>
  );
};
