import axios, { AxiosError, AxiosHeaders } from 'axios';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';

/** How the stub answers one request. */
export interface StubReply {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
  /** Upload progress events to report before answering. */
  progress?: { loaded: number; total?: number }[];
  /** No answer at all, as when the connection fails. */
  networkError?: boolean;
  /** Never answers; fails only when the request's signal aborts. */
  hang?: boolean;
}

/** A request as it reached the transport, after axios' defaults and interceptors. */
export interface RecordedRequest {
  method: string;
  /** Full URL including the query string. */
  url: string;
  headers: AxiosHeaders;
  /** The body, parsed when JSON. */
  body: unknown;
  config: InternalAxiosRequestConfig;
}

const parseBody = (data: unknown): unknown =>
  typeof data === 'string' && data !== '' ? JSON.parse(data) : data;

const record = (config: InternalAxiosRequestConfig): RecordedRequest => ({
  method: (config.method ?? 'get').toUpperCase(),
  url: axios.getUri(config),
  headers: AxiosHeaders.from(config.headers),
  body: parseBody(config.data),
  config,
});

const untilAborted = (config: InternalAxiosRequestConfig): Promise<never> =>
  new Promise((_resolve, reject) => {
    config.signal?.addEventListener?.('abort', () => reject(new Error('transport aborted')));
  });

const answer = (config: InternalAxiosRequestConfig, reply: StubReply): Promise<AxiosResponse> => {
  const status = reply.status ?? 200;
  const response: AxiosResponse = {
    data: reply.data ?? '',
    status,
    statusText: String(status),
    headers: new AxiosHeaders(reply.headers ?? {}),
    config,
    request: {},
  };
  if (status < 400) return Promise.resolve(response);
  const code = status < 500 ? AxiosError.ERR_BAD_REQUEST : AxiosError.ERR_BAD_RESPONSE;
  const message = `Request failed with status code ${status}`;
  return Promise.reject(new AxiosError(message, code, config, {}, response));
};

/**
 * A transport that records every request and answers from a queue of replies
 * (200 with an empty body when the queue is empty). No network involved.
 */
export const createStubAdapter = () => {
  const requests: RecordedRequest[] = [];
  const replies: StubReply[] = [];
  const waiting: ((request: RecordedRequest) => void)[] = [];

  const adapter: AxiosAdapter = async (config) => {
    const request = record(config);
    requests.push(request);
    waiting.splice(0).forEach((notify) => notify(request));
    const reply = replies.shift() ?? {};
    if (reply.hang) return untilAborted(config);
    if (reply.networkError) {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    }
    for (const { loaded, total } of reply.progress ?? []) {
      config.onUploadProgress?.({ loaded, total, bytes: loaded, lengthComputable: !!total });
    }
    return answer(config, reply);
  };

  return {
    adapter,
    requests,
    reply: (...next: StubReply[]) => {
      replies.push(...next);
    },
    /** Resolves when the transport receives its next request. */
    nextRequest: (): Promise<RecordedRequest> =>
      new Promise((resolve) => {
        waiting.push(resolve);
      }),
    /** The one request made so far (fails the test when there were none or several). */
    only: (): RecordedRequest => {
      expect(requests).toHaveLength(1);
      return requests[0] as RecordedRequest;
    },
  };
};

export type StubAdapter = ReturnType<typeof createStubAdapter>;
