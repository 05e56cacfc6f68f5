import type { DraftLinks, ReviewRequest } from '../model';
import { resolveHttpClient } from './http';
import type { HttpClient, HttpSource } from './http';
import { requireLink } from './links';
import { asPlainJson, send } from './request';
import type { RequestOptions } from './request';
import { search } from './search';

/** invenio-rdm-records' request type for more storage for one draft (v14). */
export const QUOTA_INCREASE = 'quota-increase';

/** A `quota-increase` request: `payload.quota_size` is the total asked for, in GB. */
export interface QuotaRequest extends ReviewRequest {
  payload?: { quota_size?: string };
  links: ReviewRequest['links'] & { comments?: string };
}

/** A draft as asking for storage reads it. */
export interface QuotaDraft {
  links: Pick<DraftLinks, 'quota_increase' | 'requests'>;
}

/** Asking for more storage for a draft, and finding the requests still open. */
export interface QuotaRequestsApi {
  /**
   * Asks for the draft's storage to be `quotaSize` GB in all (`POST {quota_increase}`); the
   * reason goes to the administrators as the request's first comment.
   */
  ask(
    draft: QuotaDraft,
    quotaSize: string,
    reason: string,
    options?: RequestOptions,
  ): Promise<QuotaRequest>;
  /** The draft's quota increase requests awaiting a decision. */
  openRequests(draft: QuotaDraft, options?: RequestOptions): Promise<QuotaRequest[]>;
}

export class QuotaRequestsApiClient implements QuotaRequestsApi {
  private readonly http: HttpClient;

  constructor(http: HttpSource = {}) {
    this.http = resolveHttpClient(http);
  }

  async ask(
    draft: QuotaDraft,
    quotaSize: string,
    reason: string,
    { signal }: RequestOptions = {},
  ): Promise<QuotaRequest> {
    const url = requireLink(draft.links.quota_increase, 'quota_increase', 'draft');
    const data = { quota_size: quotaSize };
    const request = await send<QuotaRequest>(
      this.http,
      asPlainJson({ method: 'POST', url, data, signal }),
    );
    const comments = requireLink(request.links.comments, 'comments', 'request');
    const comment = { payload: { content: reason, format: 'html' } };
    await send(this.http, asPlainJson({ method: 'POST', url: comments, data: comment, signal }));
    return request;
  }

  async openRequests(draft: QuotaDraft, { signal }: RequestOptions = {}): Promise<QuotaRequest[]> {
    const url = requireLink(draft.links.requests, 'requests', 'draft');
    const params = { type: QUOTA_INCREASE, is_open: true };
    const { hits } = await search<QuotaRequest>(
      this.http,
      asPlainJson({ method: 'GET', url, params, signal }),
    );
    return hits;
  }
}
