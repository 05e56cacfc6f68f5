import type { DraftLinks, ReviewRequest } from '../model';
import { toApiError } from './errors';
import { resolveHttpClient } from './http';
import type { HttpClient, HttpSource } from './http';
import { requireLink } from './links';
import { asPlainJson } from './request';
import type { RequestOptions } from './request';

/** A published record (or its edit draft) as deleting it reads it. */
export interface DeletableRecord {
  links: Pick<DraftLinks, 'request_deletion'>;
}

/** Why the owner deletes the record: a reason of the instance's list, and for a request, why. */
export interface DeletionPayload {
  reason: string;
  /** The justification a request needs (25 characters at least); left out when deleting at once. */
  comment?: string;
}

/**
 * What came of it: the record is `deleted` (the request was accepted at once, a 200), or a
 * request awaits the administrators (`requested`, a 201); either way the request it made.
 */
export type DeletionOutcome =
  { outcome: 'deleted'; request: ReviewRequest } | { outcome: 'requested'; request: ReviewRequest };

/** Deleting a published record, or asking for it. */
export interface RecordDeletionApi {
  /**
   * `POST {request_deletion}`: the repository's deletion policies decide whether the record
   * goes at once or a request is made.
   */
  requestDeletion(
    record: DeletableRecord,
    payload: DeletionPayload,
    options?: RequestOptions,
  ): Promise<DeletionOutcome>;
}

export class RecordDeletionApiClient implements RecordDeletionApi {
  private readonly http: HttpClient;

  constructor(http: HttpSource = {}) {
    this.http = resolveHttpClient(http);
  }

  async requestDeletion(
    record: DeletableRecord,
    payload: DeletionPayload,
    { signal }: RequestOptions = {},
  ): Promise<DeletionOutcome> {
    const url = requireLink(record.links.request_deletion, 'request_deletion');
    // The status tells the outcomes apart, so the answer is read whole rather than by `send`.
    try {
      const response = await this.http.request<ReviewRequest>(
        asPlainJson({ method: 'POST', url, data: payload, signal }),
      );
      const request = response.data;
      return response.status === 201
        ? { outcome: 'requested', request }
        : { outcome: 'deleted', request };
    } catch (error) {
      throw toApiError(error);
    }
  }
}
