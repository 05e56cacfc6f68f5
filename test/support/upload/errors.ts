import { ApiError } from '../../../src/core/api';

/** The errors FilesApiClient throws, for scenario fakes. */
export const serverError = (status: number, message = `HTTP ${status}`, retryAfterMs?: number) =>
  new ApiError({ message, status, retryAfterMs });

export const networkError = (message = 'Network Error') =>
  new ApiError({ message, isNetworkError: true });

export const abortError = (message = 'canceled') => new ApiError({ message, isAbort: true });
