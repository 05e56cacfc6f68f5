import type { DraftLinks, ReviewRequest } from '../model';
import { resolveHttpClient } from './http';
import type { HttpClient, HttpSource } from './http';
import { requireLink } from './links';
import { asPlainJson, send } from './request';
import type { RequestOptions } from './request';

/** A published record's draft as unlocking its files reads it. */
export interface FileModificationRecord {
  links: Pick<DraftLinks, 'file_modification'>;
}

/** Unlocking the files of a published record's draft (InvenioRDM v14). */
export interface FileModificationApi {
  /**
   * `POST {file_modification}`: a `file-modification` request, accepted at once when a policy
   * allows it, which unlocks the draft's files. Resolves with the request.
   */
  unlockFiles(record: FileModificationRecord, options?: RequestOptions): Promise<ReviewRequest>;
}

export class FileModificationApiClient implements FileModificationApi {
  private readonly http: HttpClient;

  constructor(http: HttpSource = {}) {
    this.http = resolveHttpClient(http);
  }

  unlockFiles(
    record: FileModificationRecord,
    { signal }: RequestOptions = {},
  ): Promise<ReviewRequest> {
    const url = requireLink(record.links.file_modification, 'file_modification', 'record');
    return send<ReviewRequest>(this.http, asPlainJson({ method: 'POST', url, data: {}, signal }));
  }
}
