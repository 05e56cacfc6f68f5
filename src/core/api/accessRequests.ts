import type { AccessRequest, AccessRequestResult, NewAccessRequest } from '../model';
import type { LinkedRecord } from './access';
import { DEFAULT_API_BASE } from './apiBase';
import type { FixedEndpointOptions } from './apiBase';
import { ApiError } from './errors';
import { resolveHttpClient } from './http';
import type { HttpClient, HttpSource } from './http';
import { requireLink } from './links';
import { asPlainJson, send } from './request';
import type { RequestOptions } from './request';
import { search } from './search';

/** The invenio-requests type of a logged-in user's request for access to a record. */
const USER_ACCESS_REQUEST = 'user-access-request';

/** Asking for access to a record, and finding the request (docs/api-clients.md#clients). */
export interface AccessRequestsApi {
  /** Sends the request to `record.links.access_request`. */
  requestAccess(
    record: LinkedRecord,
    request: NewAccessRequest,
    options?: RequestOptions,
  ): Promise<AccessRequestResult>;
  /** The logged-in user's open access request on a record, or null when there is none. */
  findOpenRequest(recordId: string, options?: RequestOptions): Promise<AccessRequest | null>;
  readRequest(requestId: string, options?: RequestOptions): Promise<AccessRequest>;
}

/** InvenioRDM takes the consent as text and every field as given; a missing message is empty. */
const toServerRequest = (request: NewAccessRequest) => ({
  email: request.email,
  full_name: request.full_name,
  message: request.message ?? '',
  consent_to_share_personal_data: String(request.consent_to_share_personal_data),
});

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A request has an id; a guest's answer only says that a confirmation e-mail went out. */
const toResult = (answer: unknown): AccessRequestResult => {
  if (isObject(answer) && typeof answer.id === 'string') {
    return { kind: 'request', request: answer as unknown as AccessRequest };
  }
  if (isObject(answer) && typeof answer.message === 'string') {
    return { kind: 'verification', message: answer.message };
  }
  // A proxy or login page can answer 200 with something else; say so rather than claim success.
  throw new ApiError({
    message: 'The server answered the access request with neither a request nor a message.',
    data: answer,
  });
};

export class AccessRequestsApiClient implements AccessRequestsApi {
  private readonly http: HttpClient;
  private readonly apiBase: string;

  constructor(http: HttpSource = {}, options: FixedEndpointOptions = {}) {
    this.http = resolveHttpClient(http);
    this.apiBase = options.apiBase ?? DEFAULT_API_BASE;
  }

  async requestAccess(
    record: LinkedRecord,
    request: NewAccessRequest,
    { signal }: RequestOptions = {},
  ): Promise<AccessRequestResult> {
    const url = requireLink(record.links.access_request, 'access_request');
    const data = toServerRequest(request);
    return toResult(await send(this.http, asPlainJson({ method: 'POST', url, data, signal })));
  }

  async findOpenRequest(
    recordId: string,
    { signal }: RequestOptions = {},
  ): Promise<AccessRequest | null> {
    const url = `${this.apiBase}/user/requests`;
    const params = {
      topic: `record:${recordId}`,
      type: USER_ACCESS_REQUEST,
      is_open: true,
      size: 1,
    };
    const { hits } = await search<AccessRequest>(
      this.http,
      asPlainJson({ method: 'GET', url, params, signal }),
    );
    return hits[0] ?? null;
  }

  readRequest(requestId: string, { signal }: RequestOptions = {}): Promise<AccessRequest> {
    const url = `${this.apiBase}/requests/${encodeURIComponent(requestId)}`;
    return send(this.http, asPlainJson({ method: 'GET', url, signal }));
  }
}
