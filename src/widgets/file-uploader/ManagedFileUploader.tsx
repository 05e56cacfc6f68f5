import { memo, useEffect, useState } from 'react';
import type { FilesApi } from '../../core/api';
import type { MultipartUploadConfig, ServerFileEntry } from '../../core/model';
import { createUploadManager, type UploadManager } from '../../core/upload';
import { FileUploader } from './FileUploader';
import type { FileUploaderProps } from './types';

export interface ManagedFileUploaderProps extends Omit<FileUploaderProps, 'manager'> {
  initialEntries: readonly ServerFileEntry[];
  filesApi: FilesApi;
  /** Saves the draft before each batch; read once, when the manager is made. */
  saveDraft: () => Promise<{ links: { files?: string } }>;
  /** Told when that save failed. */
  onSaveFailed?: (error: unknown) => void;
  concurrency: number | undefined;
  /** Large files go in parts; read once, when the manager is made. */
  multipartUpload?: MultipartUploadConfig;
  /** Told the manager once it exists (an embedding form counts files and watches uploads). */
  onManager?: (manager: UploadManager) => void;
}

/**
 * The uploader with its own upload manager: made once, disposed of when it goes. Memoised, so
 * a host re-rendering for other reasons (a keystroke in the deposit form) passes it by.
 */
export const ManagedFileUploader = memo(function ManagedFileUploader({
  initialEntries,
  filesApi,
  saveDraft,
  onSaveFailed,
  concurrency,
  multipartUpload,
  onManager,
  ...props
}: ManagedFileUploaderProps) {
  const [manager] = useState(() =>
    createUploadManager({
      filesApi,
      saveDraft,
      onSaveFailed,
      initialEntries,
      concurrency,
      multipartUpload,
    }),
  );
  useEffect(() => () => manager.dispose(), [manager]);
  useEffect(() => onManager?.(manager), [manager, onManager]);
  useEffect(() => {
    if (concurrency !== undefined && concurrency !== manager.getState().concurrency)
      manager.setConcurrency(concurrency);
  }, [manager, concurrency]);
  return <FileUploader manager={manager} {...props} />;
});
