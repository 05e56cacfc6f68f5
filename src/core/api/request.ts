import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { toApiError } from './errors';

/** Accepted by every client method; aborting rejects the call with an ApiError whose isAbort is true. */
export interface RequestOptions {
  signal?: AbortSignal;
}

/** Makes one call and answers its body; every failure becomes an ApiError. */
export const send = async <T>(http: AxiosInstance, config: AxiosRequestConfig): Promise<T> => {
  try {
    const response = await http.request<T>(config);
    return response.data;
  } catch (error) {
    throw toApiError(error);
  }
};

/** A 204 answer has no body (axios gives ''); callers get undefined instead. */
export const bodyOrUndefined = <T>(data: T | '' | null | undefined): T | undefined =>
  data === '' || data === null ? undefined : data;
