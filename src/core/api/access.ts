import type {
  AccessLink,
  AccessSettings,
  DraftRecord,
  ExpandedGrant,
  ExpandedSubject,
  Grant,
  GrantPermission,
  GrantSubject,
  LinkPermission,
  NewAccessLink,
  SharedRecord,
  SharingLinks,
} from '../model';
import { DEFAULT_API_BASE } from './apiBase';
import type { FixedEndpointOptions } from './apiBase';
import { resolveHttpClient } from './http';
import type { HttpClient, HttpSource } from './http';
import { requireLink } from './links';
import { asPlainJson, send } from './request';
import type { RequestOptions } from './request';
import { search } from './search';
import type { SearchResult } from './search';

/** Anything that carries a record's sharing links (a draft, a published record). */
export interface LinkedRecord {
  links: SharingLinks;
}

/** Record sharing (docs/api-clients.md#clients): secret links, grants, settings, new version. */
export interface AccessApi {
  listLinks(record: LinkedRecord, options?: RequestOptions): Promise<SearchResult<AccessLink>>;
  createLink(
    record: LinkedRecord,
    link: NewAccessLink,
    options?: RequestOptions,
  ): Promise<AccessLink>;
  /**
   * Where links must expire, InvenioRDM refuses a change that leaves `expires_at` out: the
   * link's own expiry goes along.
   */
  updateLink(
    record: LinkedRecord,
    linkId: string,
    changes: { permission: LinkPermission; expires_at?: string },
    options?: RequestOptions,
  ): Promise<AccessLink>;
  deleteLink(record: LinkedRecord, linkId: string, options?: RequestOptions): Promise<void>;
  /** The user grants, with each subject expanded. */
  listUsers(record: LinkedRecord, options?: RequestOptions): Promise<SearchResult<ExpandedGrant>>;
  /** The group grants, with each subject expanded. */
  listGroups(record: LinkedRecord, options?: RequestOptions): Promise<SearchResult<ExpandedGrant>>;
  createGrants(record: LinkedRecord, grants: Grant[], options?: RequestOptions): Promise<void>;
  updateGrant(
    record: LinkedRecord,
    subject: GrantSubject,
    permission: GrantPermission,
    options?: RequestOptions,
  ): Promise<ExpandedGrant>;
  deleteGrant(record: LinkedRecord, subject: GrantSubject, options?: RequestOptions): Promise<void>;
  /** Answers the record with its new settings. */
  updateSettings(
    record: LinkedRecord,
    settings: AccessSettings,
    options?: RequestOptions,
  ): Promise<SharedRecord>;
  /** Answers the new-version draft; its `links.self_html` is where to go next. */
  newVersion(record: LinkedRecord, options?: RequestOptions): Promise<DraftRecord>;
  /** Users to invite, by search-as-you-type text. */
  searchUsers(query: string, options?: RequestOptions): Promise<SearchResult<ExpandedSubject>>;
  searchGroups(query: string, options?: RequestOptions): Promise<SearchResult<ExpandedSubject>>;
}

/** The settings form holds the expiration as text; the server wants whole days (0 = never). */
const toServerSettings = (settings: AccessSettings) => {
  const days = Number.parseInt(settings.secret_link_expiration, 10);
  return {
    allow_user_requests: settings.allow_user_requests,
    allow_guest_requests: settings.allow_guest_requests,
    accept_conditions_text: settings.accept_conditions_text ?? null,
    secret_link_expiration: Number.isNaN(days) ? 0 : days,
  };
};

const withId = (base: string, id: string): string => `${base}/${encodeURIComponent(id)}`;

export class AccessApiClient implements AccessApi {
  private readonly http: HttpClient;
  private readonly apiBase: string;

  constructor(http: HttpSource = {}, options: FixedEndpointOptions = {}) {
    this.http = resolveHttpClient(http);
    this.apiBase = options.apiBase ?? DEFAULT_API_BASE;
  }

  async listLinks(
    record: LinkedRecord,
    { signal }: RequestOptions = {},
  ): Promise<SearchResult<AccessLink>> {
    const url = requireLink(record.links.access_links, 'access_links');
    return search(this.http, asPlainJson({ method: 'GET', url, signal }));
  }

  async createLink(
    record: LinkedRecord,
    link: NewAccessLink,
    { signal }: RequestOptions = {},
  ): Promise<AccessLink> {
    const url = requireLink(record.links.access_links, 'access_links');
    return send(this.http, asPlainJson({ method: 'POST', url, data: link, signal }));
  }

  async updateLink(
    record: LinkedRecord,
    linkId: string,
    changes: { permission: LinkPermission; expires_at?: string },
    { signal }: RequestOptions = {},
  ): Promise<AccessLink> {
    const url = withId(requireLink(record.links.access_links, 'access_links'), linkId);
    return send(this.http, asPlainJson({ method: 'PATCH', url, data: changes, signal }));
  }

  async deleteLink(
    record: LinkedRecord,
    linkId: string,
    { signal }: RequestOptions = {},
  ): Promise<void> {
    const url = withId(requireLink(record.links.access_links, 'access_links'), linkId);
    await send(this.http, asPlainJson({ method: 'DELETE', url, signal }));
  }

  async listUsers(
    record: LinkedRecord,
    { signal }: RequestOptions = {},
  ): Promise<SearchResult<ExpandedGrant>> {
    const url = requireLink(record.links.access_users, 'access_users');
    return search(this.http, asPlainJson({ method: 'GET', url, params: { expand: true }, signal }));
  }

  async listGroups(
    record: LinkedRecord,
    { signal }: RequestOptions = {},
  ): Promise<SearchResult<ExpandedGrant>> {
    const url = requireLink(record.links.access_groups, 'access_groups');
    return search(this.http, asPlainJson({ method: 'GET', url, params: { expand: true }, signal }));
  }

  async createGrants(
    record: LinkedRecord,
    grants: Grant[],
    { signal }: RequestOptions = {},
  ): Promise<void> {
    const url = requireLink(record.links.access_grants, 'access_grants');
    await send(this.http, asPlainJson({ method: 'POST', url, data: { grants }, signal }));
  }

  async updateGrant(
    record: LinkedRecord,
    subject: GrantSubject,
    permission: GrantPermission,
    { signal }: RequestOptions = {},
  ): Promise<ExpandedGrant> {
    const url = this.subjectUrl(record, subject);
    return send(this.http, asPlainJson({ method: 'PATCH', url, data: { permission }, signal }));
  }

  async deleteGrant(
    record: LinkedRecord,
    subject: GrantSubject,
    { signal }: RequestOptions = {},
  ): Promise<void> {
    await send(
      this.http,
      asPlainJson({ method: 'DELETE', url: this.subjectUrl(record, subject), signal }),
    );
  }

  async updateSettings(
    record: LinkedRecord,
    settings: AccessSettings,
    { signal }: RequestOptions = {},
  ): Promise<SharedRecord> {
    const url = requireLink(record.links.access, 'access');
    return send(
      this.http,
      asPlainJson({ method: 'PUT', url, data: toServerSettings(settings), signal }),
    );
  }

  async newVersion(record: LinkedRecord, { signal }: RequestOptions = {}): Promise<DraftRecord> {
    const url = requireLink(record.links.versions, 'versions');
    return send(this.http, { method: 'POST', url, signal });
  }

  searchUsers(
    query: string,
    { signal }: RequestOptions = {},
  ): Promise<SearchResult<ExpandedSubject>> {
    const url = `${this.apiBase}/users`;
    return search(
      this.http,
      asPlainJson({ method: 'GET', url, params: { suggest: query }, signal }),
    );
  }

  searchGroups(
    query: string,
    { signal }: RequestOptions = {},
  ): Promise<SearchResult<ExpandedSubject>> {
    const url = `${this.apiBase}/groups`;
    return search(this.http, asPlainJson({ method: 'GET', url, params: { q: query }, signal }));
  }

  /** Users and groups each have their own per-subject collection. */
  private subjectUrl(record: LinkedRecord, subject: GrantSubject): string {
    const base =
      subject.type === 'user'
        ? requireLink(record.links.access_users, 'access_users')
        : requireLink(record.links.access_groups, 'access_groups');
    return withId(base, subject.id);
  }
}
