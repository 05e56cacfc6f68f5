import type { AxiosResponse } from 'axios';
import { parseRetryAfterMs } from './retryAfter';

/** One entry of a server validation answer: a dotted field path and its messages. */
export interface ApiFieldError {
  field: string;
  messages: string[];
}

export interface ApiErrorInit {
  message: string;
  status?: number;
  fieldErrors?: ApiFieldError[];
  data?: unknown;
  isAbort?: boolean;
  isNetworkError?: boolean;
  retryAfterMs?: number;
  cause?: unknown;
}

/** Every failure of an API client, whatever its origin (server answer, network, cancel, bad link). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The HTTP status; undefined when no answer came (network error, cancel) or none was sent. */
  readonly status: number | undefined;
  /** The server's `errors` list; empty when the answer had none. */
  readonly fieldErrors: ApiFieldError[];
  /** The server's answer body, as received. */
  readonly data: unknown;
  /** The request was cancelled (AbortSignal); widgets ignore these, e.g. on unmount. */
  readonly isAbort: boolean;
  readonly isNetworkError: boolean;
  /** How long the server asked us to wait (`Retry-After`), in milliseconds. */
  readonly retryAfterMs: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, { cause: init.cause });
    this.status = init.status;
    this.fieldErrors = init.fieldErrors ?? [];
    this.data = init.data;
    this.isAbort = init.isAbort ?? false;
    this.isNetworkError = init.isNetworkError ?? false;
    this.retryAfterMs = init.retryAfterMs;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The server's message; a blank one says nothing, so the error's own is shown instead. */
const serverMessage = (data: unknown): string | undefined =>
  isRecord(data) && typeof data.message === 'string' && data.message.trim() !== ''
    ? data.message
    : undefined;

/**
 * The `errors` entries that name a field and say something about it: only their text messages
 * are kept, so a list of objects or blanks shows nothing rather than '[object Object]'.
 */
const fieldErrorsOf = (data: unknown): ApiFieldError[] => {
  if (!isRecord(data) || !Array.isArray(data.errors)) return [];
  return data.errors.flatMap((entry: unknown) => {
    if (!isRecord(entry) || typeof entry.field !== 'string' || !Array.isArray(entry.messages)) {
      return [];
    }
    const messages = entry.messages.filter(
      (message): message is string => typeof message === 'string' && message.trim() !== '',
    );
    return messages.length > 0 ? [{ ...entry, field: entry.field, messages }] : [];
  });
};

/**
 * A header of an answer, by its lower-case name: axios hands its own headers object, which
 * matches names in any case; a plain object is searched so.
 */
const headerOf = (headers: unknown, name: string): unknown => {
  if (!isRecord(headers)) return undefined;
  if (typeof headers.get === 'function') return headers.get(name);
  const key = Object.keys(headers).find((header) => header.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
};

const retryAfterOf = (response: AxiosResponse): number | undefined => {
  const value = headerOf(response.headers, 'retry-after');
  return parseRetryAfterMs(typeof value === 'string' ? value : undefined);
};

/** A fetch-style cancel (DOMException 'AbortError') that did not pass through axios. */
const isAbortError = (error: unknown): boolean => isRecord(error) && error.name === 'AbortError';

/**
 * axios' cancel, told by its mark as axios.isCancel does (and its errors as axios.isAxiosError
 * does, below): this module is on every page and must not load axios before a call does.
 */
const isAxiosCancel = (error: unknown): boolean => isRecord(error) && Boolean(error.__CANCEL__);

const isAxiosError = (error: unknown): error is { message: string; response?: AxiosResponse } =>
  isRecord(error) && error.isAxiosError === true;

/** Turns anything a client call may throw into an ApiError. */
export const toApiError = (error: unknown): ApiError => {
  if (error instanceof ApiError) return error;
  if (isAxiosCancel(error) || isAbortError(error)) {
    const message = error instanceof Error ? error.message : 'The request was cancelled.';
    return new ApiError({ message, isAbort: true, cause: error });
  }
  if (isAxiosError(error)) {
    const { response } = error;
    if (!response)
      return new ApiError({ message: error.message, isNetworkError: true, cause: error });
    return new ApiError({
      message: serverMessage(response.data) ?? error.message,
      status: response.status,
      fieldErrors: fieldErrorsOf(response.data),
      data: response.data,
      retryAfterMs: retryAfterOf(response),
      cause: error,
    });
  }
  if (error instanceof Error) return new ApiError({ message: error.message, cause: error });
  return new ApiError({ message: String(error), cause: error });
};

const TRANSIENT_STATUSES = new Set([408, 429]);

/** Worth retrying: network errors, 408, 429 and 5xx. Never other 4xx, and never a cancel. */
export const isTransient = (error: unknown): boolean => {
  const apiError = toApiError(error);
  if (apiError.isAbort) return false;
  if (apiError.isNetworkError) return true;
  const { status } = apiError;
  return status !== undefined && (TRANSIENT_STATUSES.has(status) || status >= 500);
};
