import {
  ApiError,
  type DraftPayload,
  type DraftsApi,
  type LinkedDraft,
  type RequestOptions,
  type RevisionOptions,
} from '../../../src/core/api';
import type {
  Community,
  DraftRecord,
  ReviewRequest,
  ServerFilesList,
} from '../../../src/core/model';
import { aDraft, draftLinks, UI } from '../../factories/draft';
import { openCall, type PendingCall } from '../openCall';

export type DraftsCallKind = keyof DraftsApi;

/** One call to the fake; held calls wait for the test to settle them. */
export interface DraftsCall extends PendingCall {
  kind: DraftsCallKind;
  /** The draft (or payload) the call was made with. */
  draft: DraftPayload | LinkedDraft;
  /** The other arguments: pid type, community id or comment. */
  arg?: string;
  signal?: AbortSignal;
  /** The revision an update or delete named (If-Match). */
  revision?: number;
}

export interface FakeDraftsApiOptions {
  /** The draft the server holds; none means the form's draft is not created yet. */
  stored?: DraftRecord;
  /** Communities the server can expand as review receivers. */
  communities?: Community[];
  /** The id a created draft gets. */
  newId?: string;
}

const NEXT_HTML = `${UI}/me/requests/req-1`;

/**
 * A scenario DraftsApi with one draft in memory. Calls answer at once unless held; `failNext`
 * scripts failures; `answerErrorsOnSave` makes saves answer validation errors (as the server
 * does, HTTP 200). Aborting a call's signal rejects it as the real client does.
 */
export class FakeDraftsApi implements DraftsApi {
  readonly calls: DraftsCall[] = [];
  stored: DraftRecord | undefined;
  private readonly communities: Community[];
  private readonly newId: string;
  private readonly held = new Set<DraftsCallKind>();
  private readonly failures: { kind: DraftsCallKind; error: unknown }[] = [];
  private saveErrors: DraftRecord['errors'];
  /** discardPid answers no body (a 204), as some servers do. */
  discardAnswersNoBody = false;

  constructor({ stored, communities = [], newId = 'new01-00001' }: FakeDraftsApiOptions = {}) {
    this.stored = stored;
    this.communities = communities;
    this.newId = newId;
  }

  /** Calls of that kind wait until the test settles them. */
  hold(...kinds: DraftsCallKind[]): this {
    kinds.forEach((kind) => this.held.add(kind));
    return this;
  }

  /** Calls of that kind answer at once again. */
  release(...kinds: DraftsCallKind[]): this {
    kinds.forEach((kind) => this.held.delete(kind));
    return this;
  }

  failNext(kind: DraftsCallKind, error: unknown): this {
    this.failures.push({ kind, error });
    return this;
  }

  answerErrorsOnSave(errors: DraftRecord['errors']): this {
    this.saveErrors = errors;
    return this;
  }

  kinds(): DraftsCallKind[] {
    return this.calls.map((call) => call.kind);
  }

  callsOf(kind: DraftsCallKind): DraftsCall[] {
    return this.calls.filter((call) => call.kind === kind);
  }

  open(): DraftsCall[] {
    return this.calls.filter((call) => !call.settled);
  }

  create(draft: DraftPayload, { signal }: RequestOptions = {}) {
    return this.call('create', draft, undefined, signal, () => this.stores(draft));
  }

  read(draft: LinkedDraft, { signal }: RequestOptions = {}) {
    return this.call('read', draft, undefined, signal, () => this.current());
  }

  save(draft: DraftPayload, { signal, revision }: RevisionOptions = {}) {
    return this.call(
      'save',
      draft,
      undefined,
      signal,
      () => {
        this.checkRevision(revision);
        const saved = this.stores(draft);
        return this.saveErrors ? { ...saved, errors: this.saveErrors } : saved;
      },
      revision,
    );
  }

  publish(draft: LinkedDraft, { signal }: RequestOptions = {}) {
    return this.call('publish', draft, undefined, signal, () => {
      const draftNow = this.current();
      const links = { ...draftNow.links, self_html: `${UI}/records/${draftNow.id}` };
      return { ...draftNow, status: 'published', is_published: true, is_draft: false, links };
    });
  }

  delete(draft: LinkedDraft, { signal, revision }: RevisionOptions = {}) {
    return this.call(
      'delete',
      draft,
      undefined,
      signal,
      () => {
        this.checkRevision(revision);
        this.stored = undefined;
      },
      revision,
    );
  }

  /** Another tab or a colleague saves the draft: its metadata changes, its revision moves on. */
  changeElsewhere(metadata: Partial<DraftRecord['metadata']>): this {
    const draftNow = this.current();
    this.replace({ ...draftNow, metadata: { ...draftNow.metadata, ...metadata } });
    return this;
  }

  reservePid(draft: LinkedDraft, pidType: string, { signal }: RequestOptions = {}) {
    return this.call('reservePid', draft, pidType, signal, () => {
      const draftNow = this.current();
      const pid = { identifier: `10.1234/${draftNow.id}`, provider: 'datacite' };
      return this.replace({ ...draftNow, pids: { ...draftNow.pids, [pidType]: pid } });
    });
  }

  discardPid(draft: LinkedDraft, pidType: string, { signal }: RequestOptions = {}) {
    return this.call('discardPid', draft, pidType, signal, () => {
      const draftNow = this.current();
      const pids = Object.fromEntries(
        Object.entries(draftNow.pids).filter(([type]) => type !== pidType),
      );
      const answer = this.replace({ ...draftNow, pids });
      return this.discardAnswersNoBody ? undefined : answer;
    });
  }

  putReview(draft: LinkedDraft, communityId: string, { signal }: RequestOptions = {}) {
    return this.call('putReview', draft, communityId, signal, () => {
      const draftNow = this.current();
      const receiver = this.communities.find((community) => community.id === communityId);
      const review = { receiver: { community: communityId }, type: 'community-submission' };
      this.replace({
        ...draftNow,
        status: 'draft_with_review',
        parent: { ...draftNow.parent, review },
        expanded: { parent: { review: { receiver } } },
      });
      return this.request('created', communityId);
    });
  }

  readReview(draft: LinkedDraft, { signal }: RequestOptions = {}) {
    return this.call('readReview', draft, undefined, signal, () => {
      const review = this.current().parent?.review;
      return this.request(review?.status === 'submitted' ? 'submitted' : 'created');
    });
  }

  deleteReview(draft: LinkedDraft, { signal }: RequestOptions = {}) {
    return this.call('deleteReview', draft, undefined, signal, () => {
      const draftNow = this.current();
      this.replace({ ...draftNow, status: 'draft', parent: { ...draftNow.parent, review: null } });
    });
  }

  submitReview(draft: LinkedDraft, comment?: string, { signal }: RequestOptions = {}) {
    return this.call('submitReview', draft, comment, signal, () => {
      const draftNow = this.replace({ ...this.current(), status: 'in_review' });
      return this.request('submitted', draftNow.parent?.review?.receiver.community);
    });
  }

  cancelReview(draft: LinkedDraft, comment?: string, { signal }: RequestOptions = {}) {
    return this.call('cancelReview', draft, comment, signal, () => this.request('cancelled'));
  }

  importFiles(draft: LinkedDraft, { signal }: RequestOptions = {}) {
    return this.call('importFiles', draft, undefined, signal, (): ServerFilesList => ({
      enabled: true,
      entries: [],
    }));
  }

  private current(): DraftRecord {
    if (!this.stored) throw new Error('The fake server holds no draft.');
    return this.stored;
  }

  /** Every write moves the revision on, as the server's does. */
  private replace(draft: DraftRecord): DraftRecord {
    this.stored = { ...draft, revision_id: (this.stored?.revision_id ?? 0) + 1 };
    return this.stored;
  }

  /** If-Match: a write that names an older revision is refused, as the server does (412). */
  private checkRevision(revision: number | undefined) {
    if (revision === undefined || revision === this.stored?.revision_id) return;
    throw new ApiError({ message: 'The draft was changed elsewhere.', status: 412 });
  }

  /**
   * A save keeps what the form sends; the server's own parts (status, review) stay, and a
   * licence sent by id answers with its title and description, as InvenioRDM dereferences it
   * (the fake knows those of the licences it held).
   */
  private stores(payload: DraftPayload): DraftRecord {
    const base = this.stored ?? aDraft({ id: this.newId, links: draftLinks(this.newId) });
    const { access, files, custom_fields, pids } = payload;
    const known = new Map(
      (base.metadata.rights ?? []).flatMap((licence) =>
        licence.id ? [[licence.id, licence]] : [],
      ),
    );
    const rights = payload.metadata.rights?.map((licence) =>
      licence.id ? { ...known.get(licence.id), ...licence } : licence,
    );
    const metadata = rights ? { ...payload.metadata, rights } : payload.metadata;
    return this.replace({ ...base, access, files, metadata, custom_fields, pids });
  }

  private request(status: ReviewRequest['status'], community?: string): ReviewRequest {
    const links = { self_html: NEXT_HTML, next_html: NEXT_HTML };
    return { id: 'req-1', type: 'community-submission', status, receiver: { community }, links };
  }

  private call<T>(
    kind: DraftsCallKind,
    draft: DraftPayload | LinkedDraft,
    arg: string | undefined,
    signal: AbortSignal | undefined,
    answer: () => T,
    revision?: number,
  ): Promise<T> {
    const { call, promise } = openCall({ kind, draft, arg, signal, revision }, signal, answer);
    this.calls.push(call);
    const index = this.failures.findIndex((failure) => failure.kind === kind);
    if (index !== -1) call.fail(this.failures.splice(index, 1)[0]?.error);
    else if (!this.held.has(kind)) call.succeed();
    return promise;
  }
}
