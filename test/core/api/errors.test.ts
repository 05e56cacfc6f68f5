import { AxiosError, CanceledError } from 'axios';
import {
  ApiError,
  isApiError,
  isTransient,
  parseRetryAfterMs,
  toApiError,
} from '../../../src/core/api';
import { stubbedHttp } from './apiTestSetup';
import type { StubReply } from './stubAdapter';

/** The ApiError a call answered with `reply` rejects with. */
const failureOf = async (reply: StubReply): Promise<ApiError> => {
  const { stub, http } = stubbedHttp();
  stub.reply(reply);
  const error = await http.get('https://repo.test/api/records').catch((e: unknown) => e);
  return toApiError(error);
};

describe('toApiError', () => {
  it('takes the message, status, data and field errors of a server answer', async () => {
    const data = {
      status: 400,
      message: 'A validation error occurred.',
      errors: [{ field: 'metadata.title', messages: ['Missing data for required field.'] }],
    };
    const error = await failureOf({ status: 400, data });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'A validation error occurred.',
      status: 400,
      data,
      fieldErrors: [{ field: 'metadata.title', messages: ['Missing data for required field.'] }],
      isAbort: false,
      isNetworkError: false,
    });
  });

  it("falls back to the error's own message when the answer has none", async () => {
    const error = await failureOf({ status: 502, data: '<html>Bad gateway</html>' });
    expect(error.message).toBe('Request failed with status code 502');
    expect(error.status).toBe(502);
    expect(error.fieldErrors).toEqual([]);
  });

  it('ignores malformed entries of the errors list', async () => {
    const errors = [{ field: 'pids.doi', messages: ['Invalid DOI'] }, 'oops', { messages: [] }];
    const error = await failureOf({ status: 400, data: { message: 'Bad', errors } });
    expect(error.fieldErrors).toEqual([{ field: 'pids.doi', messages: ['Invalid DOI'] }]);
  });

  // Found by test/widgets/fuzz/errorAnswersFuzz.test.tsx: the widgets showed a blank message.
  it("takes the error's own message over a blank one", async () => {
    const error = await failureOf({ status: 400, data: { status: 400, message: ' \n' } });
    expect(error.message).toBe('Request failed with status code 400');
  });

  // Found by the same fuzz: the widgets listed 'Title: [object Object]' and empty lines.
  it('keeps only the text messages of a field, and no field without one', async () => {
    const errors = [
      { field: 'metadata.title', messages: [{ en: 'Too long' }, 'Too long.', null, ' '] },
      { field: 'metadata.creators', messages: [] },
      { field: 'pids.doi', messages: [['Invalid DOI']] },
    ];
    const error = await failureOf({ status: 400, data: { message: 'Bad', errors } });
    expect(error.fieldErrors).toEqual([{ field: 'metadata.title', messages: ['Too long.'] }]);
  });

  it('marks a call without any answer as a network error with no status', async () => {
    const error = await failureOf({ networkError: true });
    expect(error).toMatchObject({ message: 'Network Error', isNetworkError: true, isAbort: false });
    expect(error.status).toBeUndefined();
  });

  it('recognises a request aborted mid-flight through its AbortSignal', async () => {
    const { stub, http } = stubbedHttp();
    stub.reply({ hang: true });
    const controller = new AbortController();
    const sent = stub.nextRequest();
    const call = http.get('https://repo.test/api/records', { signal: controller.signal });
    await sent;
    controller.abort();
    const error = toApiError(await call.catch((e: unknown) => e));
    expect(error.isAbort).toBe(true);
    expect(error.isNetworkError).toBe(false);
    expect(error.status).toBeUndefined();
  });

  it('recognises axios cancels and fetch-style AbortErrors', () => {
    expect(toApiError(new CanceledError()).isAbort).toBe(true);
    expect(toApiError(new DOMException('The operation was aborted.', 'AbortError')).isAbort).toBe(
      true,
    );
  });

  it('reads Retry-After from the answer', async () => {
    const error = await failureOf({ status: 429, headers: { 'Retry-After': '7' } });
    expect(error.retryAfterMs).toBe(7000);
  });

  it('leaves retryAfterMs undefined when the answer has no Retry-After', async () => {
    expect((await failureOf({ status: 503 })).retryAfterMs).toBeUndefined();
  });

  it('returns an ApiError unchanged', () => {
    const error = new ApiError({ message: 'Already normalised', status: 409 });
    expect(toApiError(error)).toBe(error);
  });

  it('wraps other errors and non-errors, keeping their message and cause', () => {
    const plain = new TypeError('boom');
    expect(toApiError(plain)).toMatchObject({ message: 'boom', cause: plain, status: undefined });
    expect(toApiError('text thrown').message).toBe('text thrown');
  });
});

describe('isApiError', () => {
  it('tells ApiErrors from other values', () => {
    expect(isApiError(new ApiError({ message: 'x' }))).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ message: 'x', status: 400 })).toBe(false);
  });
});

describe('parseRetryAfterMs', () => {
  const now = Date.parse('2026-11-01T10:00:00Z');

  it.each([
    ['0', 0],
    ['120', 120_000],
    [' 3 ', 3000],
    ['Sun, 01 Nov 2026 10:00:30 GMT', 30_000],
    ['Sun, 01 Nov 2026 09:59:00 GMT', 0],
    ['-5', undefined],
    ['1.5', undefined],
    ['soon', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('reads %j as %j ms', (value, expected) => {
    expect(parseRetryAfterMs(value, now)).toBe(expected);
  });
});

describe('isTransient', () => {
  const answered = (status: number) =>
    new AxiosError(
      'failed',
      'ERR',
      undefined,
      {},
      {
        status,
        statusText: '',
        data: {},
        headers: {},
        config: {} as never,
      },
    );

  it.each([
    [408, true],
    [429, true],
    [500, true],
    [502, true],
    [503, true],
    [504, true],
    [400, false],
    [401, false],
    [403, false],
    [404, false],
    [409, false],
    [412, false],
    [413, false],
  ])('treats status %i as transient: %s', (status, transient) => {
    expect(isTransient(answered(status))).toBe(transient);
  });

  it('retries network errors', () => {
    expect(isTransient(new AxiosError('Network Error', AxiosError.ERR_NETWORK))).toBe(true);
  });

  it('never retries a cancel', () => {
    expect(isTransient(new CanceledError())).toBe(false);
    expect(isTransient(new ApiError({ message: 'x', status: 503, isAbort: true }))).toBe(false);
  });

  it('does not retry errors that are not about the transport', () => {
    expect(isTransient(new Error("The record has no 'publish' link."))).toBe(false);
  });
});
