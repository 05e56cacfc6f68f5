import type { AxiosProgressEvent } from 'axios';
import type { FileLinks, MultipartTransfer, ServerFileEntry, ServerFilesList } from '../model';
import { ApiError, isApiError } from './errors';
import { resolveHttpClient } from './http';
import type { HttpClient, HttpSource } from './http';
import { LazyHttpClient } from './lazyHttpClient';
import { requireLink } from './links';
import { originReached } from './origin';
import { asPlainJson, send } from './request';
import type { RequestOptions } from './request';

export interface UploadOptions extends RequestOptions {
  /** Called with whole percents, floor(loaded / total * 100). */
  onProgress?: (percent: number) => void;
}

export interface PartUploadOptions extends RequestOptions {
  /** Called with the part's bytes sent so far. */
  onProgress?: (sentBytes: number) => void;
  /**
   * A link of the repository (the draft's files link); default: where the client's relative
   * URLs go. A part URL on its origin is the repository's own and is sent as every call is;
   * any other origin (a pre-signed object-store URL) gets the body alone.
   */
  repositoryLink?: string;
}

/** A file to announce: its key, and for a multipart transfer its size and parts. */
export interface FileToInitialise {
  key: string;
  size?: number;
  transfer?: MultipartTransfer;
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
  /**
   * Announces new files, by name or with a multipart transfer; answers the list with their
   * commit links and either a content link or, for a multipart transfer, part links.
   */
  initFiles(
    filesLink: string,
    files: (string | FileToInitialise)[],
    options?: RequestOptions,
  ): Promise<ServerFilesList>;
  uploadContent(contentLink: string, file: Blob, options?: UploadOptions): Promise<ServerFileEntry>;
  /** Sends one part of a file announced for a multipart transfer (`PUT` to its part link). */
  uploadPart(partUrl: string, part: Blob, options?: PartUploadOptions): Promise<void>;
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
  private readonly http: HttpClient;
  /**
   * The same transport without the repository's cookies, CSRF token or headers: a pre-signed
   * object-store URL must not get them, and its CORS rules would refuse them.
   */
  private readonly bareHttp: HttpClient;

  constructor(http: HttpSource = {}) {
    this.http = resolveHttpClient(http);
    this.bareHttp = new LazyHttpClient({
      adapter: this.http.defaults.adapter,
      withCredentials: false,
    });
  }

  list(filesLink: string, { signal }: RequestOptions = {}): Promise<ServerFilesList> {
    return send(this.http, asPlainJson({ method: 'GET', url: filesLink, signal }));
  }

  initFiles(
    filesLink: string,
    files: (string | FileToInitialise)[],
    { signal }: RequestOptions = {},
  ): Promise<ServerFilesList> {
    const data = files.map((file) => (typeof file === 'string' ? { key: file } : file));
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

  async uploadPart(
    partUrl: string,
    part: Blob,
    { onProgress, repositoryLink, signal }: PartUploadOptions = {},
  ): Promise<void> {
    const onUploadProgress =
      onProgress && (({ loaded }: AxiosProgressEvent) => onProgress(Math.min(loaded, part.size)));
    const request = { method: 'PUT', url: partUrl, data: part, onUploadProgress, signal };
    if (this.isRepositoryUrl(partUrl, repositoryLink)) {
      const headers = { 'Content-Type': 'application/octet-stream' };
      const answer = await send<{ errors?: unknown }>(
        this.http,
        asPlainJson({ ...request, headers }),
      );
      // InvenioRDM refuses a part (a wrong size, a number past the last) with 200 and `errors`.
      if (typeof answer?.errors === 'string') {
        throw new ApiError({ message: answer.errors, status: 400, data: answer });
      }
      return;
    }
    // False keeps axios from labelling the bytes a form, its default for a PUT.
    await send(this.bareHttp, { ...request, headers: { 'Content-Type': false } });
  }

  /** Whether a URL reaches the origin that the repository's link (or the client's base) does. */
  private isRepositoryUrl(url: string, repositoryLink = ''): boolean {
    const { baseURL } = this.http.defaults;
    const repository = originReached(repositoryLink, baseURL);
    return repository !== undefined && originReached(url, baseURL) === repository;
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
