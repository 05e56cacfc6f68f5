import { AxiosError, AxiosHeaders } from 'axios';
import { accessRequestFailureOf, accessRequestOpening } from '../../../src/core/rules';

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

describe('accessRequestOpening', () => {
  it.each([
    // users, guests, logged in → opening
    [true, true, true, 'open'],
    [true, false, true, 'open'],
    [false, true, true, 'closed'],
    [false, false, true, 'closed'],
    [true, true, false, 'open'],
    [false, true, false, 'open'],
    [true, false, false, 'log-in'],
    [false, false, false, 'closed'],
  ] as const)(
    'users %s, guests %s, logged in %s: %s',
    (allowUsers, allowGuests, loggedIn, opening) => {
      const settings = { allow_user_requests: allowUsers, allow_guest_requests: allowGuests };
      expect(accessRequestOpening(settings, loggedIn)).toBe(opening);
    },
  );

  it('takes a missing flag as not allowed, as InvenioRDM does', () => {
    expect(accessRequestOpening({}, true)).toBe('closed');
    expect(accessRequestOpening({}, false)).toBe('closed');
  });

  it('leaves it to the server when the record JSON has no settings', () => {
    expect(accessRequestOpening(undefined, true)).toBe('open');
    expect(accessRequestOpening(undefined, false)).toBe('open');
  });
});

describe('accessRequestFailureOf', () => {
  it('reads the id of the request already open', () => {
    const error = axiosAnswer(400, {
      status: 400,
      message: 'Identical access requests already exist: 0d7c5a3e-4f1b',
    });
    expect(accessRequestFailureOf(error)).toEqual({
      kind: 'duplicate',
      requestId: '0d7c5a3e-4f1b',
    });
  });

  it('tells a rate limit apart', () => {
    expect(accessRequestFailureOf(axiosAnswer(429, ''))).toEqual({ kind: 'rate-limited' });
  });

  it("keeps the server's message and field errors of anything else", () => {
    const errors = [{ field: 'email', messages: ['Not a valid email address.'] }];
    const error = axiosAnswer(400, { message: 'A validation error occurred.', errors });
    expect(accessRequestFailureOf(error)).toEqual({
      kind: 'failed',
      message: 'A validation error occurred.',
      fieldErrors: errors,
    });
    expect(
      accessRequestFailureOf(
        axiosAnswer(403, { message: 'You already have access to files of this record.' }),
      ),
    ).toEqual({
      kind: 'failed',
      message: 'You already have access to files of this record.',
      fieldErrors: [],
    });
  });

  it("falls back to the error's own message", () => {
    expect(accessRequestFailureOf(axiosAnswer(500, ''))).toMatchObject({
      message: 'Request failed with status code 500',
    });
  });

  it('takes the duplicate sentence only from a 400', () => {
    const error = axiosAnswer(403, { message: 'Identical access requests already exist: x' });
    expect(accessRequestFailureOf(error)).toMatchObject({ kind: 'failed' });
  });
});
