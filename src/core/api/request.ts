import type { AxiosRequestConfig } from 'axios';
import { toApiError } from './errors';
import { PLAIN_JSON } from './http';
import type { HttpClient } from './http';

/** Accepted by every client method; aborting rejects the call with an ApiError whose isAbort is true. */
export interface RequestOptions {
  signal?: AbortSignal;
}

/** Makes one call and answers its body; every failure becomes an ApiError. */
export const send = async <T>(http: HttpClient, config: AxiosRequestConfig): Promise<T> => {
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

/**
 * The call asks for plain JSON: its endpoint's vendor form adds nothing the widgets read, and
 * InvenioRDM v12 serves only plain JSON there (files, sharing).
 */
export const asPlainJson = (config: AxiosRequestConfig): AxiosRequestConfig => ({
  ...config,
  headers: { ...config.headers, Accept: PLAIN_JSON },
});
