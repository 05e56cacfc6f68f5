import type { AxiosInstance, AxiosProgressEvent } from 'axios';
import type { FileLinks, ServerFileEntry, ServerFilesList } from '../model';
import { isApiError } from './errors';
import { resolveHttpClient } from './http';
import type { HttpSource } from './http';
import { requireLink } from './links';
import { asPlainJson, send } from './request';
import type { RequestOptions } from './request';

export interface UploadOptions extends RequestOptions {
  /** Called with whole percents, floor(loaded / total * 100). */
  onProgress?: (percent: number) => void;
}

export interface DeleteFileOptions extends RequestOptions {
  /** The file was never committed: a 404 then means it is already gone. */
  pending?: boolean;
}

/** A file to delete: its entry (with `links.self`) or that self link itself. */
export type FileTarget = string | { links: FileLinks };

/** Draft file calls; every URL comes from the draft's or the file's links. */
export interface FilesApi {
  list(filesLink: string, options?: RequestOptions): Promise<ServerFilesList>;
  /** Announces new files by name; answers the list with their content and commit links. */
  initFiles(filesLink: string, names: string[], options?: RequestOptions): Promise<ServerFilesList>;
  uploadContent(contentLink: string, file: Blob, options?: UploadOptions): Promise<ServerFileEntry>;
  commit(commitLink: string, options?: RequestOptions): Promise<ServerFileEntry>;
  delete(file: FileTarget, options?: DeleteFileOptions): Promise<void>;
}

const NOT_FOUND = 404;

const progressReporter =
  (onProgress: (percent: number) => void) =>
  ({ loaded, total }: AxiosProgressEvent): void => {
    // Without a known total there is no percentage to tell.
    if (total) onProgress(Math.floor((loaded / total) * 100));
  };

export class FilesApiClient implements FilesApi {
  private readonly http: AxiosInstance;

  constructor(http: HttpSource = {}) {
    this.http = resolveHttpClient(http);
  }

  list(filesLink: string, { signal }: RequestOptions = {}): Promise<ServerFilesList> {
    return send(this.http, asPlainJson({ method: 'GET', url: filesLink, signal }));
  }

  initFiles(
    filesLink: string,
    names: string[],
    { signal }: RequestOptions = {},
  ): Promise<ServerFilesList> {
    const data = names.map((key) => ({ key }));
    return send(this.http, asPlainJson({ method: 'POST', url: filesLink, data, signal }));
  }

  uploadContent(
    contentLink: string,
    file: Blob,
    { onProgress, signal }: UploadOptions = {},
  ): Promise<ServerFileEntry> {
    return send(
      this.http,
      asPlainJson({
        method: 'PUT',
        url: contentLink,
        data: file,
        headers: { 'Content-Type': 'application/octet-stream' },
        onUploadProgress: onProgress && progressReporter(onProgress),
        signal,
      }),
    );
  }

  commit(commitLink: string, { signal }: RequestOptions = {}): Promise<ServerFileEntry> {
    return send(this.http, asPlainJson({ method: 'POST', url: commitLink, data: {}, signal }));
  }

  async delete(file: FileTarget, { pending, signal }: DeleteFileOptions = {}): Promise<void> {
    const url = typeof file === 'string' ? file : requireLink(file.links.self, 'self', 'file');
    try {
      await send(this.http, asPlainJson({ method: 'DELETE', url, signal }));
    } catch (error) {
      if (pending && isApiError(error) && error.status === NOT_FOUND) return;
      throw error;
    }
  }
}
