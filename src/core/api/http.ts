import type {
  AxiosAdapter,
  AxiosInstance,
  AxiosRequestConfig,
  CreateAxiosDefaults,
  InternalAxiosRequestConfig,
} from 'axios';
import { CSRF_HEADER, readCsrfToken } from './csrf';
import { LazyHttpClient } from './lazyHttpClient';

/** InvenioRDM's JSON with the extra `ui` display fields. */
export const VENDOR_JSON = 'application/vnd.inveniordm.v1+json';

/** Served by every InvenioRDM endpoint; the only type of v12's files, sharing and some vocabularies. */
export const PLAIN_JSON = 'application/json';

/**
 * The default Accept: the vendor form where the endpoint has one, plain JSON where it has not
 * (InvenioRDM v12 answers 406 to the vendor type alone on those).
 */
export const VENDOR_OR_PLAIN_JSON = `${VENDOR_JSON}, ${PLAIN_JSON};q=0.9`;

export interface HttpClientOptions {
  /**
   * Extra headers sent on every call (config `apiHeaders`); a function is asked on each call,
   * for headers a host page may change while the widget lives.
   */
  apiHeaders?: Record<string, string> | (() => Record<string, string> | undefined);
  /** Prefix for relative URLs; absolute links from records are used as they are. */
  baseURL?: string;
  /** The Accept header of calls that prefer the vendor form (default: vendor, else plain JSON). */
  accept?: string;
  /** Replaces the transport, e.g. with a stub in tests. */
  adapter?: AxiosAdapter;
}

/**
 * What the API clients call through: an axios instance, or the client `createHttpClient` makes,
 * which has an instance's calls and interceptors and loads axios on first use.
 */
export type HttpClient = Pick<
  AxiosInstance,
  'request' | 'get' | 'delete' | 'head' | 'options' | 'post' | 'put' | 'patch' | 'interceptors'
> & {
  /** The config of every call (its base URL, transport...), as an instance's defaults. */
  readonly defaults: Omit<AxiosRequestConfig, 'headers'>;
};

/** What a client class is built from: an HTTP client (an axios instance is one) or its options. */
export type HttpSource = AxiosInstance | HttpClient | HttpClientOptions;

/**
 * axios only sends its XSRF header to the same origin in browsers and never outside them, so the
 * token is added here on every call instead, read fresh because the server may rotate it.
 */
const addCsrfHeader = (config: InternalAxiosRequestConfig): InternalAxiosRequestConfig => {
  const token = typeof document === 'undefined' ? undefined : readCsrfToken(document.cookie);
  if (token) config.headers.set(CSRF_HEADER, token);
  return config;
};

/** The config of an instance made with these options. */
const instanceConfig = (options: HttpClientOptions): CreateAxiosDefaults => ({
  baseURL: options.baseURL,
  adapter: options.adapter,
  withCredentials: true,
  // One mechanism only: addCsrfHeader replaces axios' own, which would add a second header.
  withXSRFToken: false,
  headers: {
    Accept: options.accept ?? VENDOR_OR_PLAIN_JSON,
    ...(typeof options.apiHeaders === 'function' ? {} : options.apiHeaders),
  },
});

/** The interceptors that add what is read at each call: a host's headers, the CSRF token. */
const addInterceptors = (http: AxiosInstance, { apiHeaders }: HttpClientOptions): void => {
  if (typeof apiHeaders === 'function') {
    http.interceptors.request.use(
      (config) => {
        Object.entries(apiHeaders() ?? {}).forEach(([name, value]) =>
          config.headers.set(name, value),
        );
        return config;
      },
      undefined,
      { synchronous: true },
    );
  }
  // Synchronous: the token is read when the call is made, not a few promise turns later.
  http.interceptors.request.use(addCsrfHeader, undefined, { synchronous: true });
};

/**
 * A new client for the repository API: credentials, CSRF header, an Accept that prefers the vendor
 * form. Object and array bodies are sent as `application/json` by axios itself. It loads axios
 * when it is made, and its first call waits for it: no page script has to carry axios.
 */
export const createHttpClient = (options: HttpClientOptions = {}): HttpClient =>
  new LazyHttpClient(instanceConfig(options), (http) => addInterceptors(http, options));

/** An axios instance is a function, a client an object; options have no `request`. */
const isHttpClient = (source: HttpSource): source is HttpClient =>
  typeof (source as Partial<HttpClient>).request === 'function';

export const resolveHttpClient = (source: HttpSource = {}): HttpClient =>
  isHttpClient(source) ? source : createHttpClient(source);
