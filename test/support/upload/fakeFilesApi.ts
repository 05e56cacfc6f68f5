import type {
  DeleteFileOptions,
  FilesApi,
  FileTarget,
  FileToInitialise,
  PartUploadOptions,
  RequestOptions,
  UploadOptions,
} from '../../../src/core/api';
import type {
  FileLinks,
  FilePartLink,
  ServerFileEntry,
  ServerFilesList,
} from '../../../src/core/model';
import { ApiError } from '../../../src/core/api';
import { openCall, type PendingCall } from '../openCall';
import { serverError } from './errors';

export const FAKE_FILES_LINK = 'https://files.test/api/records/abc12-34567/draft/files';

export const fakeFileLinks = (
  key: string,
  filesLink = FAKE_FILES_LINK,
): Required<Pick<FileLinks, 'self' | 'commit'>> & { content: string } => {
  const self = `${filesLink}/${encodeURIComponent(key)}`;
  return { self, content: `${self}/content`, commit: `${self}/commit` };
};

export type FilesCallKind = 'list' | 'init' | 'content' | 'part' | 'commit' | 'delete';

/** One call to the fake; settle it by hand unless the fake answers by itself. */
export interface FakeCall extends PendingCall {
  kind: FilesCallKind;
  /** The file's key ('' for list); the first key for init. */
  key: string;
  url: string;
  /** What an init announced. */
  announced?: FileToInitialise[];
  /** The part number of a part call. */
  part?: number;
  /** The content or part sent. */
  file?: Blob;
  repositoryLink?: string;
  signal?: AbortSignal;
  /** Reports upload progress: percents for content calls, bytes for part calls. */
  progress(sent: number): void;
}

export interface FakeFilesApiOptions {
  /** Calls answer by themselves (default); false, or false for a kind: the test settles them. */
  auto?: boolean | Partial<Record<FilesCallKind, boolean>>;
  /** Files the server already has (committed when they have a size). */
  entries?: ServerFileEntry[];
  filesLink?: string;
  /**
   * False: a server without multipart transfers, which takes every file in one request;
   * 'refused': one whose schema refuses the `transfer` key (InvenioRDM v12).
   */
  multipart?: boolean | 'refused';
  /** Where a part goes (default: the repository's `{file}/content/{part}`). */
  partUrl?: (self: string, part: number) => string;
}

const keyOfUrl = (url: string) => decodeURIComponent(url.split('/').slice(-2)[0] ?? '');

const partOfUrl = (url: string) => {
  const segments = url.split('/');
  return { key: decodeURIComponent(segments.at(-3) ?? ''), part: Number(segments.at(-1)) };
};

/** What a call records beyond its kind, key, URL and signal. */
type CallDetails = Partial<Pick<FakeCall, 'announced' | 'part' | 'file' | 'repositoryLink'>>;

const asAnnounce = (file: string | FileToInitialise): FileToInitialise =>
  typeof file === 'string' ? { key: file } : file;

/**
 * A scenario FilesApi with an in-memory server: init creates pending files (a second init of
 * a key is refused as a duplicate), with part links for a multipart announce; content stores
 * the size, a part its bytes; commit completes the file with an MD5 (refused while a part is
 * missing), delete removes it (404 when gone; a pending delete then counts as done, as the
 * client). Aborting a call's signal rejects it as the real client does. `failNext` scripts
 * failures.
 */
export class FakeFilesApi implements FilesApi {
  readonly calls: FakeCall[] = [];
  readonly server = new Map<string, ServerFileEntry>();
  /** The parts received, by key and part number. */
  readonly parts = new Map<string, Map<number, Blob>>();
  private readonly auto: FakeFilesApiOptions['auto'];
  private readonly filesLink: string;
  /** The file and part of each part URL given out (others are read as `{file}/content/{part}`). */
  private readonly partTargets = new Map<string, { key: string; part: number }>();
  private readonly multipart: boolean | 'refused';
  private readonly partUrl: (self: string, part: number) => string;
  private readonly failures: { kind: FilesCallKind; key?: string; error: unknown }[] = [];

  constructor({
    auto = true,
    entries = [],
    filesLink = FAKE_FILES_LINK,
    multipart = true,
    partUrl = (self, part) => `${self}/content/${part}`,
  }: FakeFilesApiOptions = {}) {
    this.auto = auto;
    this.filesLink = filesLink;
    this.multipart = multipart;
    this.partUrl = partUrl;
    entries.forEach((entry) => this.server.set(entry.key, entry));
  }

  /** The next call of that kind (and key, if given) fails with `error`, at once. */
  failNext(kind: FilesCallKind, error: unknown, key?: string): this {
    this.failures.push({ kind, key, error });
    return this;
  }

  callsOf(kind: FilesCallKind, key?: string): FakeCall[] {
    return this.calls.filter(
      (call) => call.kind === kind && (key === undefined || call.key === key),
    );
  }

  /** Calls still waiting for an answer. */
  open(kind?: FilesCallKind): FakeCall[] {
    return this.calls.filter((call) => !call.settled && (kind === undefined || call.kind === kind));
  }

  list(filesLink: string, { signal }: RequestOptions = {}): Promise<ServerFilesList> {
    return this.call('list', '', filesLink, signal, () => ({
      enabled: true,
      entries: [...this.server.values()],
      links: { self: filesLink },
    }));
  }

  initFiles(
    filesLink: string,
    files: (string | FileToInitialise)[],
    { signal }: RequestOptions = {},
  ) {
    const announced = files.map(asAnnounce);
    const answer = (): ServerFilesList => {
      if (this.multipart === 'refused' && announced.some(({ transfer }) => transfer)) {
        const fieldErrors = [{ field: '0.transfer', messages: ['Unknown field.'] }];
        throw new ApiError({ message: 'A validation error occurred.', status: 400, fieldErrors });
      }
      const taken = announced.find(({ key }) => this.server.has(key));
      if (taken) throw serverError(400, `File with key ${taken.key} already exists.`);
      announced.forEach((file) => this.server.set(file.key, this.pendingEntry(file)));
      return {
        enabled: true,
        entries: announced.map(({ key }) => this.server.get(key) as ServerFileEntry),
      };
    };
    return this.call('init', announced[0]?.key ?? '', filesLink, signal, answer, { announced });
  }

  uploadContent(contentLink: string, file: Blob, { signal, onProgress }: UploadOptions = {}) {
    const key = keyOfUrl(contentLink);
    return this.call('content', key, contentLink, signal, () => this.stored(key, file), {
      file,
      onProgress,
    });
  }

  uploadPart(
    partUrl: string,
    part: Blob,
    { signal, onProgress, repositoryLink }: PartUploadOptions = {},
  ) {
    const target = this.partTargets.get(partUrl) ?? partOfUrl(partUrl);
    const answer = () => {
      this.known(target.key);
      const received = this.parts.get(target.key) ?? new Map<number, Blob>();
      received.set(target.part, part);
      this.parts.set(target.key, received);
    };
    return this.call('part', target.key, partUrl, signal, answer, {
      file: part,
      part: target.part,
      repositoryLink,
      onProgress,
    });
  }

  commit(commitLink: string, { signal }: RequestOptions = {}) {
    const key = keyOfUrl(commitLink);
    return this.call('commit', key, commitLink, signal, (): ServerFileEntry => {
      const entry = this.known(key);
      const committed = {
        ...entry,
        ...(entry.links.parts && this.joinedParts(key, entry.links.parts.length)),
        status: 'completed' as const,
        checksum: `md5:fake-${key}`,
      };
      this.server.set(key, committed);
      return committed;
    });
  }

  delete(file: FileTarget, { pending, signal }: DeleteFileOptions = {}): Promise<void> {
    const url = typeof file === 'string' ? file : (file.links.self ?? '');
    const key = decodeURIComponent(url.split('/').pop() ?? '');
    return this.call('delete', key, url, signal, () => {
      if (!this.server.delete(key) && !pending) throw serverError(404, 'Not found');
    });
  }

  /** A new file's entry: with part links when it is announced in parts and the server can. */
  private pendingEntry({ key, size, transfer }: FileToInitialise): ServerFileEntry {
    const links = fakeFileLinks(key, this.filesLink);
    if (this.multipart !== true || transfer?.type !== 'M') return { key, status: 'pending', links };
    const parts: FilePartLink[] = Array.from({ length: transfer.parts }, (_, index) => {
      const url = this.partUrl(links.self, index + 1);
      this.partTargets.set(url, { key, part: index + 1 });
      return { part: index + 1, url, expiration: '2026-12-10T10:00:00+00:00' };
    });
    return { key, size, status: 'pending', links: { ...links, content: null, parts } };
  }

  /** A file sent in parts, once committed: the size received, and a content link for parts. */
  private joinedParts(key: string, parts: number): Pick<ServerFileEntry, 'size' | 'links'> {
    const received = [...(this.parts.get(key)?.values() ?? [])];
    if (received.length < parts) throw serverError(400, 'Not all parts were uploaded.');
    const size = received.reduce((sum, part) => sum + part.size, 0);
    return { size, links: fakeFileLinks(key, this.filesLink) };
  }

  private known(key: string): ServerFileEntry {
    const entry = this.server.get(key);
    if (!entry) throw serverError(404, 'Not found');
    return entry;
  }

  private stored(key: string, file: Blob): ServerFileEntry {
    const entry = { ...this.known(key), size: file.size };
    this.server.set(key, entry);
    return entry;
  }

  private isAuto(kind: FilesCallKind): boolean {
    return typeof this.auto === 'boolean' ? this.auto : (this.auto?.[kind] ?? true);
  }

  private call<T>(
    kind: FilesCallKind,
    key: string,
    url: string,
    signal: AbortSignal | undefined,
    answer: () => T,
    { onProgress, ...details }: CallDetails & { onProgress?: (sent: number) => void } = {},
  ): Promise<T> {
    const opened = openCall({ kind, key, url, signal, ...details }, signal, answer);
    const call: FakeCall = Object.assign(opened.call, {
      progress: (sent: number) => {
        if (!call.settled) onProgress?.(sent);
      },
    });
    this.calls.push(call);
    const index = this.failures.findIndex(
      (failure) => failure.kind === kind && (failure.key === undefined || failure.key === key),
    );
    if (index !== -1) call.fail(this.failures.splice(index, 1)[0]?.error);
    else if (this.isAuto(kind)) {
      if (kind === 'content') call.progress(100);
      if (kind === 'part') call.progress(details.file?.size ?? 0);
      call.succeed();
    }
    return opened.promise;
  }
}

/** A File of `size` bytes. */
export const aFile = (name: string, size = 3): File => new File(['x'.repeat(size)], name);
