import type { AxiosRequestConfig } from 'axios';
import { COMMUNITY_SUBMISSION } from '../model';
import type {
  DraftLinks,
  DraftRecord,
  Review,
  ReviewComment,
  ReviewRequest,
  ServerFilesList,
} from '../model';
import { resolveHttpClient } from './http';
import type { HttpClient, HttpSource } from './http';
import { requireLink } from './links';
import { asPlainJson, bodyOrUndefined, send } from './request';
import type { RequestOptions } from './request';

/** A serialized draft to send; a draft not yet created has no links. */
export type DraftPayload = Omit<DraftRecord, 'links'> & { links?: DraftLinks };

/**
 * Update and delete name the revision the edit started from: the server refuses them with 412
 * Precondition Failed when the draft changed since (another tab, a colleague), instead of
 * overwriting that change.
 */
export interface RevisionOptions extends RequestOptions {
  /** The draft's `revision_id` as last read; sent as `If-Match`. Without it nothing is checked. */
  revision?: number;
}

/** Calls other than create and save only need the draft's links (a DraftRecord or EditorRecord). */
export interface LinkedDraft {
  links: DraftLinks;
}

/** Draft lifecycle calls; every URL comes from the draft's links or from config. */
export interface DraftsApi {
  create(draft: DraftPayload, options?: RequestOptions): Promise<DraftRecord>;
  read(draft: LinkedDraft, options?: RequestOptions): Promise<DraftRecord>;
  /** Updates the draft, or creates it when it has no id yet. */
  save(draft: DraftPayload, options?: RevisionOptions): Promise<DraftRecord>;
  /** Answers the published record; its `links.self_html` is where to go next. */
  publish(draft: LinkedDraft, options?: RequestOptions): Promise<DraftRecord>;
  delete(draft: LinkedDraft, options?: RevisionOptions): Promise<void>;
  reservePid(draft: LinkedDraft, pidType: string, options?: RequestOptions): Promise<DraftRecord>;
  /** Answers the draft without the PID, or undefined when the server sends no body. */
  discardPid(
    draft: LinkedDraft,
    pidType: string,
    options?: RequestOptions,
  ): Promise<DraftRecord | undefined>;
  putReview(
    draft: LinkedDraft,
    communityId: string,
    options?: RequestOptions,
  ): Promise<ReviewRequest>;
  deleteReview(draft: LinkedDraft, options?: RequestOptions): Promise<void>;
  /** The draft's review request, read from its `review` link. */
  readReview(draft: LinkedDraft, options?: RequestOptions): Promise<ReviewRequest>;
  /** Answers the request; its `links.next_html` is where to go next. */
  submitReview(
    draft: LinkedDraft,
    comment?: string,
    options?: RequestOptions,
  ): Promise<ReviewRequest>;
  cancelReview(
    draft: LinkedDraft,
    comment?: string,
    options?: RequestOptions,
  ): Promise<ReviewRequest>;
  /** Copies the previous version's files into this new-version draft. */
  importFiles(draft: LinkedDraft, options?: RequestOptions): Promise<ServerFilesList>;
}

export interface DraftsApiOptions {
  /** Where new drafts are created (config `createUrl`); only `create` needs it. */
  createUrl?: string;
}

/** The optional comment of submit-review and cancel; blank means none. */
const commentBody = (comment: string | undefined): ReviewComment | Record<string, never> =>
  comment?.trim() ? { payload: { content: comment, format: 'html' } } : {};

/** The If-Match header of a revision (an entity tag is quoted), none without one. */
const ifMatch = (revision: number | undefined): Record<string, string> =>
  revision === undefined ? {} : { 'If-Match': `"${revision}"` };

export class DraftsApiClient implements DraftsApi {
  private readonly http: HttpClient;
  private readonly createUrl: string | undefined;

  constructor(http: HttpSource, options: DraftsApiOptions = {}) {
    this.http = resolveHttpClient(http);
    this.createUrl = options.createUrl;
  }

  create(draft: DraftPayload, { signal }: RequestOptions = {}): Promise<DraftRecord> {
    const url = requireLink(this.createUrl, 'createUrl', 'configuration');
    return this.send({ method: 'POST', url, data: draft, signal });
  }

  async read(draft: LinkedDraft, { signal }: RequestOptions = {}): Promise<DraftRecord> {
    return this.send({ method: 'GET', url: requireLink(draft.links.self, 'self'), signal });
  }

  async save(draft: DraftPayload, options: RevisionOptions = {}): Promise<DraftRecord> {
    if (!draft.id) return this.create(draft, options);
    const url = requireLink(draft.links?.self, 'self');
    const headers = ifMatch(options.revision);
    return this.send({ method: 'PUT', url, data: draft, headers, signal: options.signal });
  }

  async publish(draft: LinkedDraft, { signal }: RequestOptions = {}): Promise<DraftRecord> {
    const url = requireLink(draft.links.publish, 'publish');
    return this.send({ method: 'POST', url, data: {}, signal });
  }

  async delete(draft: LinkedDraft, { signal, revision }: RevisionOptions = {}): Promise<void> {
    const url = requireLink(draft.links.self, 'self');
    await this.send({ method: 'DELETE', url, headers: ifMatch(revision), signal });
  }

  async reservePid(
    draft: LinkedDraft,
    pidType: string,
    { signal }: RequestOptions = {},
  ): Promise<DraftRecord> {
    const url = this.reserveLink(draft, pidType);
    return this.send({ method: 'POST', url, data: {}, signal });
  }

  async discardPid(
    draft: LinkedDraft,
    pidType: string,
    { signal }: RequestOptions = {},
  ): Promise<DraftRecord | undefined> {
    const url = this.reserveLink(draft, pidType);
    return bodyOrUndefined(await this.send<DraftRecord | ''>({ method: 'DELETE', url, signal }));
  }

  async putReview(
    draft: LinkedDraft,
    communityId: string,
    { signal }: RequestOptions = {},
  ): Promise<ReviewRequest> {
    const url = requireLink(draft.links.review, 'review');
    const review: Review = { receiver: { community: communityId }, type: COMMUNITY_SUBMISSION };
    return this.send({ method: 'PUT', url, data: review, signal });
  }

  async readReview(draft: LinkedDraft, { signal }: RequestOptions = {}): Promise<ReviewRequest> {
    return this.send({ method: 'GET', url: requireLink(draft.links.review, 'review'), signal });
  }

  async deleteReview(draft: LinkedDraft, { signal }: RequestOptions = {}): Promise<void> {
    await this.send({ method: 'DELETE', url: requireLink(draft.links.review, 'review'), signal });
  }

  async submitReview(
    draft: LinkedDraft,
    comment?: string,
    { signal }: RequestOptions = {},
  ): Promise<ReviewRequest> {
    const url = requireLink(draft.links['submit-review'], 'submit-review');
    return this.send({ method: 'POST', url, data: commentBody(comment), signal });
  }

  async cancelReview(
    draft: LinkedDraft,
    comment?: string,
    { signal }: RequestOptions = {},
  ): Promise<ReviewRequest> {
    const url = requireLink(draft.links.actions?.cancel, 'actions.cancel');
    return this.send({ method: 'POST', url, data: commentBody(comment), signal });
  }

  async importFiles(draft: LinkedDraft, { signal }: RequestOptions = {}): Promise<ServerFilesList> {
    // The record's self link + /actions/files-import; a draft's self link ends in /draft.
    const url = `${requireLink(draft.links.self, 'self')}/actions/files-import`;
    return this.send(asPlainJson({ method: 'POST', url, signal }));
  }

  private reserveLink(draft: LinkedDraft, pidType: string): string {
    const name = `reserve_${pidType}` as const;
    return requireLink(draft.links[name], name);
  }

  /** Every draft call asks for the expanded form (owner, review receiver, communities). */
  private send<T>(config: AxiosRequestConfig): Promise<T> {
    return send<T>(this.http, { ...config, params: { expand: 1 } });
  }
}
