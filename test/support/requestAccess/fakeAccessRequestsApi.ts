import { ApiError } from '../../../src/core/api';
import type { AccessRequestsApi, RequestOptions } from '../../../src/core/api';
import type { AccessRequest, AccessRequestResult, NewAccessRequest } from '../../../src/core/model';
import { anAccessRequest } from '../../factories/accessRequest';
import type { FakeFailure } from '../share/fakeAccessApi';
import { fakeAnswer } from '../fakeAnswer';

export type AccessRequestsMethod = keyof AccessRequestsApi;

/** One call the fake received; `args` leaves out the request options. */
export interface AccessRequestsCall {
  method: AccessRequestsMethod;
  args: unknown[];
}

/** A scripted failure: the ApiError the real client would throw for that answer. */
type ScriptedFailure = FakeFailure & { retryAfterMs?: number };

export interface FakeAccessRequestsApiOptions {
  /** The logged-in visitor's address: a request under it is made at once, any other confirmed first. */
  accountEmail?: string;
  /** The visitor's open request on the record, if they asked before. */
  openRequest?: AccessRequest;
  /** Methods that fail, every time, with that error (`retryAfterMs` for a 429). */
  fail?: Partial<Record<AccessRequestsMethod, ScriptedFailure>>;
  /** Methods that never answer (they still reject when their signal aborts). */
  hang?: AccessRequestsMethod[];
  /** Answers come after this many ms (stories); 0 answers on the next macrotask. */
  latencyMs?: number;
}

export interface FakeAccessRequestsApi extends AccessRequestsApi {
  readonly calls: AccessRequestsCall[];
  callsOf(method: AccessRequestsMethod): AccessRequestsCall[];
  /** Scripts (or, with null, clears) a failure of a method from now on. */
  failWith(method: AccessRequestsMethod, failure: ScriptedFailure | null): void;
}

const GUEST_ANSWER = 'Verification link sent out, please check your e-mail inbox';

/**
 * A scenario AccessRequestsApi that answers as InvenioRDM would: a request for the account's
 * own address, a confirmation e-mail for any other, a 400 for a second request while one is
 * open. It records every call, fails the methods `fail` names, holds the `hang` ones forever
 * and rejects a call as cancelled when its signal aborts.
 */
export const fakeAccessRequestsApi = (
  options: FakeAccessRequestsApiOptions = {},
): FakeAccessRequestsApi => {
  const calls: AccessRequestsCall[] = [];
  const hanging = new Set(options.hang ?? []);
  const failures = new Map(Object.entries(options.fail ?? {})) as Map<
    AccessRequestsMethod,
    ScriptedFailure
  >;
  let open = options.openRequest ?? null;

  const call = <T>(
    method: AccessRequestsMethod,
    args: unknown[],
    { signal }: RequestOptions = {},
    answer: () => T,
  ): Promise<T> => {
    calls.push({ method, args: JSON.parse(JSON.stringify(args)) as unknown[] });
    return fakeAnswer(
      {
        signal,
        latencyMs: options.latencyMs,
        hang: hanging.has(method),
        failure: () => failures.get(method),
      },
      answer,
    );
  };

  const requestAccess = (request: NewAccessRequest): AccessRequestResult => {
    const asUser = request.email.toLowerCase() === options.accountEmail?.toLowerCase();
    if (!asUser) return { kind: 'verification', message: GUEST_ANSWER };
    if (open) {
      const message = `Identical access requests already exist: ${open.id}`;
      throw new ApiError({ message, status: 400, data: { status: 400, message } });
    }
    open = anAccessRequest();
    return { kind: 'request', request: open };
  };

  return {
    calls,
    callsOf: (method) => calls.filter((entry) => entry.method === method),
    failWith(method, failure) {
      if (failure) failures.set(method, failure);
      else failures.delete(method);
    },
    requestAccess: (record, request, requestOptions) =>
      call('requestAccess', [record.links.access_request, request], requestOptions, () =>
        requestAccess(request),
      ),
    findOpenRequest: (recordId, requestOptions) =>
      call('findOpenRequest', [recordId], requestOptions, () => open),
    readRequest: (requestId, requestOptions) =>
      call('readRequest', [requestId], requestOptions, () => {
        if (open?.id === requestId) return open;
        throw new ApiError({ message: 'The request was not found.', status: 404 });
      }),
  };
};
