import type {
  DeleteFileOptions,
  FilesApi,
  FileTarget,
  RequestOptions,
  UploadOptions,
} from '../../../src/core/api';
import type { FileLinks, ServerFileEntry, ServerFilesList } from '../../../src/core/model';
import { openCall, type PendingCall } from '../openCall';
import { serverError } from './errors';

export const FAKE_FILES_LINK = 'https://files.test/api/records/abc12-34567/draft/files';

export const fakeFileLinks = (key: string, filesLink = FAKE_FILES_LINK): Required<FileLinks> => {
  const self = `${filesLink}/${encodeURIComponent(key)}`;
  return { self, content: `${self}/content`, commit: `${self}/commit` };
};

export type FilesCallKind = 'list' | 'init' | 'content' | 'commit' | 'delete';

/** One call to the fake; settle it by hand unless the fake answers by itself. */
export interface FakeCall extends PendingCall {
  kind: FilesCallKind;
  /** The file's key ('' for list); the first key for init. */
  key: string;
  url: string;
  file?: Blob;
  signal?: AbortSignal;
  /** Reports upload progress (content calls). */
  progress(percent: number): void;
}

export interface FakeFilesApiOptions {
  /** Calls answer by themselves (default); false, or false for a kind: the test settles them. */
  auto?: boolean | Partial<Record<FilesCallKind, boolean>>;
  /** Files the server already has (committed when they have a size). */
  entries?: ServerFileEntry[];
  filesLink?: string;
}

const keyOfUrl = (url: string) => decodeURIComponent(url.split('/').slice(-2)[0] ?? '');

/**
 * A scenario FilesApi with an in-memory server: init creates pending files (a second init of
 * a key is refused as a duplicate), content stores the size, commit completes the file with an
 * MD5, delete removes it (404 when gone; a pending delete then counts as done, as the client).
 * Aborting a call's signal rejects it as the real client does. `failNext` scripts failures.
 */
export class FakeFilesApi implements FilesApi {
  readonly calls: FakeCall[] = [];
  readonly server = new Map<string, ServerFileEntry>();
  private readonly auto: FakeFilesApiOptions['auto'];
  private readonly filesLink: string;
  private readonly failures: { kind: FilesCallKind; key?: string; error: unknown }[] = [];

  constructor({
    auto = true,
    entries = [],
    filesLink = FAKE_FILES_LINK,
  }: FakeFilesApiOptions = {}) {
    this.auto = auto;
    this.filesLink = filesLink;
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

  initFiles(filesLink: string, names: string[], { signal }: RequestOptions = {}) {
    return this.call('init', names[0] ?? '', filesLink, signal, (): ServerFilesList => {
      const taken = names.find((key) => this.server.has(key));
      if (taken) throw serverError(400, `File with key ${taken} already exists.`);
      names.forEach((key) =>
        this.server.set(key, { key, status: 'pending', links: fakeFileLinks(key, this.filesLink) }),
      );
      return {
        enabled: true,
        entries: names.map((key) => this.server.get(key) as ServerFileEntry),
      };
    });
  }

  uploadContent(contentLink: string, file: Blob, { signal, onProgress }: UploadOptions = {}) {
    const key = keyOfUrl(contentLink);
    return this.call('content', key, contentLink, signal, () => this.stored(key, file), {
      file,
      onProgress,
    });
  }

  commit(commitLink: string, { signal }: RequestOptions = {}) {
    const key = keyOfUrl(commitLink);
    return this.call('commit', key, commitLink, signal, (): ServerFileEntry => {
      const entry = this.known(key);
      const committed = { ...entry, status: 'completed' as const, checksum: `md5:fake-${key}` };
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
    extra: { file?: Blob; onProgress?: (percent: number) => void } = {},
  ): Promise<T> {
    const opened = openCall({ kind, key, url, file: extra.file, signal }, signal, answer);
    const call: FakeCall = Object.assign(opened.call, {
      progress: (percent: number) => {
        if (!call.settled) extra.onProgress?.(percent);
      },
    });
    this.calls.push(call);
    const index = this.failures.findIndex(
      (failure) => failure.kind === kind && (failure.key === undefined || failure.key === key),
    );
    if (index !== -1) call.fail(this.failures.splice(index, 1)[0]?.error);
    else if (this.isAuto(kind)) {
      if (kind === 'content') call.progress(100);
      call.succeed();
    }
    return opened.promise;
  }
}

/** A File of `size` bytes. */
export const aFile = (name: string, size = 3): File => new File(['x'.repeat(size)], name);
