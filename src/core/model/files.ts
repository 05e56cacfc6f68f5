export type FileStatus = 'pending' | 'uploading' | 'finished' | 'error';

export interface FileLinks {
  self?: string;
  content?: string;
  commit?: string;
}

/** A file as the editor tracks it. */
export interface EditorFileEntry {
  name: string;
  size: number;
  checksum?: string;
  links: FileLinks;
  status: FileStatus;
  progressPercentage: number;
  cancel?: () => void;
}

/** A file entry as the server returns it; `size` appears once the upload is committed. */
export interface ServerFileEntry {
  key: string;
  size?: number | null;
  checksum?: string;
  status?: 'pending' | 'completed' | 'failed';
  mimetype?: string;
  links: FileLinks;
}

/** The `files` list answer (and `files` of a draft, whose entries are keyed by name). */
export interface ServerFilesList {
  enabled: boolean;
  default_preview?: string | null;
  order?: string[];
  entries: ServerFileEntry[];
  links?: Record<string, string>;
}
