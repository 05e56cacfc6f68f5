export type FileStatus = 'pending' | 'uploading' | 'finished' | 'error';

/** Where one part of a file sent in parts goes (InvenioRDM v13+'s multipart transfer). */
export interface FilePartLink {
  /** 1-based. */
  part: number;
  /** The repository's own `{file}/content/{part}`, or a pre-signed object-store URL. */
  url: string;
  /** ISO 8601; the URL is refused after it. */
  expiration?: string;
}

export interface FileLinks {
  self?: string;
  /** Null (or absent) while a file announced for a multipart transfer awaits its parts. */
  content?: string | null;
  commit?: string;
  /** One link per part, for a file announced for a multipart transfer. */
  parts?: FilePartLink[];
}

/**
 * The announce of a file sent in parts: `parts` of `part_size` bytes each but the last, which
 * holds the rest.
 */
export interface MultipartTransfer {
  type: 'M';
  parts: number;
  part_size: number;
}

/**
 * How a file's content reaches the server, as its entry tells; a pending multipart file lists
 * the parts the server holds (`received_parts`) when the server can tell.
 */
export interface FileTransfer {
  type: string;
  parts?: number;
  part_size?: number;
  received_parts?: number[];
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
  transfer?: FileTransfer;
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
