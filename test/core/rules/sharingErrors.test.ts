import { AxiosError, AxiosHeaders, CanceledError } from 'axios';
import { ApiError } from '../../../src/core/api';
import { isCancelled, sharingErrorOf } from '../../../src/core/rules';

/** An axios failure as the HTTP client sees a server answer. */
const axiosAnswer = (status: number, data: unknown): AxiosError => {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError(
    `Request failed with status code ${status}`,
    'ERR_BAD_REQUEST',
    config,
    null,
    {
      status,
      statusText: '',
      headers: {},
      config,
      data,
    },
  );
};

describe('sharingErrorOf', () => {
  it("takes the server's message from response.data.message", () => {
    const error = axiosAnswer(403, { message: 'Permission denied.', status: 403 });
    expect(sharingErrorOf(error)).toEqual({ message: 'Permission denied.', fields: [] });
  });

  it("falls back to the error's own message when the server sent none", () => {
    expect(sharingErrorOf(axiosAnswer(500, '')).message).toBe(
      'Request failed with status code 500',
    );
    expect(sharingErrorOf(new Error('Network Error')).message).toBe('Network Error');
  });

  it('keeps the message of an ApiError a client already built', () => {
    const error = new ApiError({ message: 'A validation error occurred.', status: 400 });
    expect(sharingErrorOf(error).message).toBe('A validation error occurred.');
  });

  it('groups field errors per capitalised field name, each message once', () => {
    const error = axiosAnswer(400, {
      message: 'A validation error occurred.',
      errors: [
        { field: 'expires_at', messages: ['Expiration date must be set to the future'] },
        { field: 'permission', messages: ['Must be one of: view, preview, edit.'] },
        {
          field: 'expires_at',
          messages: ['Expiration date must be set to the future', 'Expiration date is required'],
        },
      ],
    });
    expect(sharingErrorOf(error)).toEqual({
      message: 'A validation error occurred.',
      fields: [
        {
          field: 'Expires_at',
          messages: ['Expiration date must be set to the future', 'Expiration date is required'],
        },
        { field: 'Permission', messages: ['Must be one of: view, preview, edit.'] },
      ],
    });
  });

  it('copes with a thrown value that is not an Error', () => {
    expect(sharingErrorOf('boom')).toEqual({ message: 'boom', fields: [] });
  });
});

describe('isCancelled', () => {
  it.each([
    ['an axios cancel', new CanceledError()],
    ['a fetch-style AbortError', new DOMException('The operation was aborted.', 'AbortError')],
    ['an ApiError flagged as aborted', new ApiError({ message: 'canceled', isAbort: true })],
  ])('is true for %s', (_name, error) => {
    expect(isCancelled(error)).toBe(true);
  });

  it.each([
    ['a server answer', axiosAnswer(400, { message: 'Bad' })],
    ['a plain error', new Error('Network Error')],
    ['null', null],
    ['undefined', undefined],
  ])('is false for %s', (_name, error) => {
    expect(isCancelled(error)).toBe(false);
  });
});
