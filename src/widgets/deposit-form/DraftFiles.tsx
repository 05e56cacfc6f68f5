import { useFormikContext } from 'formik';
import { useEffect, useRef, useState } from 'react';
import type { DraftsApi, FilesApi } from '../../core/api';
import type { EditorController } from '../../core/editor/types';
import { withTypedValues } from '../../core/editor/typedValues';
import type {
  EditorConfig,
  EditorPermissions,
  EditorRecord,
  ServerFileEntry,
} from '../../core/model';
import { setMetadataOnly } from '../../core/rules';
import { createUploadManager, type UploadManager } from '../../core/upload';
import { FileUploader } from '../file-uploader';

export interface DraftFilesProps {
  controller: EditorController;
  filesApi: FilesApi;
  draftsApi: DraftsApi;
  config: EditorConfig;
  permissions: EditorPermissions;
  initialEntries: readonly ServerFileEntry[];
  /** Told the upload manager in use (the form counts files and watches uploads). */
  onManager: (manager: UploadManager) => void;
}

/**
 * The file uploader inside the deposit form. Each batch saves the form's current values first
 * (a new draft gets its id there); the answer's id and links go into the form without
 * touching what the user typed meanwhile.
 */
export const DraftFiles = ({
  controller,
  filesApi,
  draftsApi,
  config,
  permissions,
  initialEntries,
  onManager,
}: DraftFilesProps) => {
  const { values, setValues } = useFormikContext<EditorRecord>();
  // The manager saves outside React: it reads the latest values from here.
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  }, [values]);
  // Imported files start a new manager (with them as its files).
  const [files, setFiles] = useState({ generation: 0, entries: initialEntries });

  const saveDraft = async () => {
    const outcome = await controller.save(latest.current);
    if (!outcome.ok) throw new Error('The draft was not saved.');
    void setValues(withTypedValues(outcome.record, latest.current));
    return outcome.record;
  };

  const importFiles = async () => {
    try {
      const list = await draftsApi.importFiles(latest.current);
      setFiles((current) => ({ generation: current.generation + 1, entries: list.entries }));
    } catch (error) {
      controller.reportFilesImportFailed(error);
      throw error;
    }
  };

  return (
    <ManagedUploader
      key={files.generation}
      create={() =>
        createUploadManager({
          filesApi,
          saveDraft,
          onSaveFailed: (error) => controller.reportSaveBeforeUploadFailed(error),
          initialEntries: files.entries,
          concurrency: config.fileUploadConcurrency,
        })
      }
      onManager={onManager}
      uploaderProps={{
        record: values,
        config,
        permissions,
        onFilesEnabledChange: (enabled) => void setValues(setMetadataOnly(values, !enabled)),
        onDefaultPreviewChange: (name) =>
          void setValues({ ...values, files: { ...values.files, default_preview: name } }),
        onImportFiles: importFiles,
      }}
    />
  );
};

interface ManagedUploaderProps {
  create: () => UploadManager;
  onManager: (manager: UploadManager) => void;
  uploaderProps: Omit<Parameters<typeof FileUploader>[0], 'manager'>;
}

/** Creates its upload manager once, hands it out, and disposes of it when it goes. */
const ManagedUploader = ({ create, onManager, uploaderProps }: ManagedUploaderProps) => {
  const [manager] = useState(create);
  useEffect(() => {
    onManager(manager);
    return () => manager.dispose();
  }, [manager, onManager]);
  return <FileUploader manager={manager} {...uploaderProps} />;
};
