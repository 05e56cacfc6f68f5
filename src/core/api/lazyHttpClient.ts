import type {
  AxiosInstance,
  AxiosResponse,
  CreateAxiosDefaults,
  GenericAbortSignal,
  InternalAxiosRequestConfig,
} from 'axios';
import { ApiError } from './errors';
import type { HttpClient } from './http';
import { InterceptorQueue } from './interceptorQueue';
import { loadAxios } from './loadAxios';

/** axios' own message for a call that got no answer; a chunk that never came is one. */
const NETWORK_ERROR = 'Network Error';

/** Where each method takes its config (with the call's signal) among its arguments. */
const CONFIG_AT = { request: 0, get: 1, delete: 1, head: 1, options: 1, post: 2, put: 2, patch: 2 };

type Method = keyof typeof CONFIG_AT;

/** Waits for axios; a call cancelled meanwhile rejects at once, as a cancel by axios would. */
const whenLoaded = (
  loading: Promise<AxiosInstance>,
  signal: GenericAbortSignal | undefined,
): Promise<AxiosInstance> => {
  if (!signal?.addEventListener) return loading;
  return new Promise((resolve, reject) => {
    const cancel = () => reject(new ApiError({ message: 'canceled', isAbort: true }));
    if (signal.aborted) {
      cancel();
      return;
    }
    signal.addEventListener?.('abort', cancel);
    const settle = () => signal.removeEventListener?.('abort', cancel);
    loading.then(
      (http) => {
        settle();
        resolve(http);
      },
      (error: unknown) => {
        settle();
        reject(error);
      },
    );
  });
};

/**
 * `axios.create(config)`, made when axios has loaded: the client asks for axios when it is made,
 * and a call made before axios is there waits for it. A failed load fails the calls waiting for
 * it as a network error, and the next call asks for axios again. What a host sets on its
 * defaults or interceptors meanwhile goes to the instance when it is made.
 */
export class LazyHttpClient implements HttpClient {
  readonly interceptors = {
    request: new InterceptorQueue<InternalAxiosRequestConfig>(),
    response: new InterceptorQueue<AxiosResponse>(),
  };

  readonly request = this.deferred('request');
  readonly get = this.deferred('get');
  readonly delete = this.deferred('delete');
  readonly head = this.deferred('head');
  readonly options = this.deferred('options');
  readonly post = this.deferred('post');
  readonly put = this.deferred('put');
  readonly patch = this.deferred('patch');

  private instance: AxiosInstance | undefined;
  private loading: Promise<AxiosInstance> | undefined;

  /** `setUp` adds the client's own interceptors to the instance, before the host's. */
  constructor(
    private readonly config: CreateAxiosDefaults,
    private readonly setUp: (instance: AxiosInstance) => void = () => undefined,
  ) {
    // Not awaited: by the first call the chunk is usually there; a failure is that call's.
    this.load().catch(() => undefined);
  }

  get defaults(): HttpClient['defaults'] {
    return this.instance?.defaults ?? this.config;
  }

  private load(): Promise<AxiosInstance> {
    this.loading ??= loadAxios().then(
      (axios) => {
        const instance = axios.create(this.config);
        this.setUp(instance);
        this.interceptors.request.attach(instance.interceptors.request);
        this.interceptors.response.attach(instance.interceptors.response);
        this.instance = instance;
        return instance;
      },
      (cause: unknown) => {
        this.loading = undefined;
        throw new ApiError({ message: NETWORK_ERROR, isNetworkError: true, cause });
      },
    );
    return this.loading;
  }

  /** The instance's method: called at once when axios is there, else as soon as it is. */
  private deferred<M extends Method>(method: M): AxiosInstance[M] {
    return ((...args: unknown[]) => {
      const call = (http: AxiosInstance) =>
        (http[method] as (...args: unknown[]) => Promise<unknown>).apply(http, args);
      // At once, so the CSRF token and the host's headers are read when the call is made.
      if (this.instance) return call(this.instance);
      const config = args[CONFIG_AT[method]] as { signal?: GenericAbortSignal } | undefined;
      return whenLoaded(this.load(), config?.signal).then(call);
    }) as AxiosInstance[M];
  }
}
