import { ApiError } from '../../../src/core/api';
import type {
  AccessApi,
  ApiFieldError,
  LinkedRecord,
  RequestOptions,
  SearchResult,
} from '../../../src/core/api';
import type {
  AccessLink,
  AccessSettings,
  DraftRecord,
  ExpandedGrant,
  ExpandedSubject,
  GrantSubject,
  SharedRecord,
  SharingLinks,
} from '../../../src/core/model';
import { aSharedRecord } from '../../factories/access';
import { aDraft } from '../../factories/draft';
import { fakeAnswer } from '../fakeAnswer';

export type AccessMethod = {
  [K in keyof AccessApi]: AccessApi[K] extends (...args: never[]) => unknown ? K : never;
}[keyof AccessApi];

/** A scripted failure: the ApiError the real client would throw for that answer. */
export interface FakeFailure {
  message: string;
  status?: number;
  fieldErrors?: ApiFieldError[];
}

/** One call the fake received; `args` leaves out the record and the request options. */
export interface AccessCall {
  method: AccessMethod;
  /** The links of the record the call was made for (undefined for searches). */
  links: SharingLinks | undefined;
  args: unknown[];
}

export interface FakeAccessApiOptions {
  links?: AccessLink[];
  users?: ExpandedGrant[];
  groups?: ExpandedGrant[];
  /** The record updateSettings answers (with the new settings in parent.access.settings). */
  record?: SharedRecord;
  /** The draft newVersion answers. */
  newVersion?: DraftRecord;
  /** Who searchUsers / searchGroups find, and whom createGrants can expand. */
  people?: ExpandedSubject[];
  teams?: ExpandedSubject[];
  /** Methods that fail, every time, with that error. */
  fail?: Partial<Record<AccessMethod, FakeFailure>>;
  /** Methods that never answer (they still reject when their signal aborts). */
  hang?: AccessMethod[];
  /** Answers come after this many ms (stories); 0 answers on the next microtask. */
  latencyMs?: number;
  /** The clock for created_at of new links. */
  now?: () => Date;
}

export interface FakeAccessApi extends AccessApi {
  readonly calls: AccessCall[];
  callsOf(method: AccessMethod): AccessCall[];
  /** What the fake server holds now. */
  readonly links: AccessLink[];
  readonly users: ExpandedGrant[];
  readonly groups: ExpandedGrant[];
  /** Scripts (or, with null, clears) a failure of a method from now on. */
  failWith(method: AccessMethod, failure: FakeFailure | null): void;
}

// What a server sends is JSON, so a JSON round trip copies it (jsdom has no structuredClone).
const copy = <T>(value: T): T =>
  value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);

const found = <T>(hits: T[]): SearchResult<T> => ({ hits: copy(hits), total: hits.length });

const notFound = (what: string) => new ApiError({ message: `No ${what} found.`, status: 404 });

const sameSubject = (a: GrantSubject, b: GrantSubject) => a.type === b.type && a.id === b.id;

const matches = (subject: ExpandedSubject, query: string) =>
  [subject.profile?.full_name, subject.username, subject.name, subject.id].some((text) =>
    text?.toLowerCase().includes(query.trim().toLowerCase()),
  );

/**
 * A scenario AccessApi with an in-memory server over links, user and group grants and
 * settings. It records every call, fails the methods `fail` names with an ApiError, holds
 * the `hang` ones forever, and rejects a call as cancelled when its signal aborts.
 */
export const fakeAccessApi = (options: FakeAccessApiOptions = {}): FakeAccessApi => {
  const links = copy(options.links ?? []);
  const users = copy(options.users ?? []);
  const groups = copy(options.groups ?? []);
  const failures = new Map(Object.entries(options.fail ?? {})) as Map<AccessMethod, FakeFailure>;
  const hanging = new Set(options.hang ?? []);
  const latencyMs = options.latencyMs ?? 0;
  const now = options.now ?? (() => new Date());
  const calls: AccessCall[] = [];
  let nextId = links.length + 1;

  /** Records the call, then answers like the network would: later, or never, or failing. */
  const call = <T>(
    method: AccessMethod,
    record: LinkedRecord | undefined,
    args: unknown[],
    { signal }: RequestOptions = {},
    answer: () => T,
  ): Promise<T> => {
    calls.push({ method, links: record && copy(record.links), args: copy(args) });
    return fakeAnswer(
      {
        signal,
        latencyMs: latencyMs,
        hang: hanging.has(method),
        failure: () => failures.get(method),
      },
      answer,
    );
  };

  const grantsOf = (subject: GrantSubject) => (subject.type === 'user' ? users : groups);
  const directoryOf = (subject: GrantSubject) =>
    (subject.type === 'user' ? options.people : options.teams) ?? [];

  const api: FakeAccessApi = {
    calls,
    callsOf: (method) => calls.filter((entry) => entry.method === method),
    links,
    users,
    groups,
    failWith(method, failure) {
      if (failure) failures.set(method, failure);
      else failures.delete(method);
    },

    listLinks: (record, requestOptions) =>
      call('listLinks', record, [], requestOptions, () => found(links)),

    createLink: (record, link, requestOptions) =>
      call('createLink', record, [link], requestOptions, () => {
        const id = `link-${nextId++}`;
        const created: AccessLink = {
          id,
          token: `token-of-${id}`,
          created_at: now().toISOString(),
          description: link.description ?? '',
          expires_at: link.expires_at ?? null,
          permission: link.permission,
        };
        links.push(created);
        return copy(created);
      }),

    updateLink: (record, linkId, changes, requestOptions) =>
      call('updateLink', record, [linkId, changes], requestOptions, () => {
        const link = links.find((entry) => entry.id === linkId);
        if (!link) throw notFound('secret link');
        link.permission = changes.permission;
        return copy(link);
      }),

    deleteLink: (record, linkId, requestOptions) =>
      call('deleteLink', record, [linkId], requestOptions, () => {
        const index = links.findIndex((entry) => entry.id === linkId);
        if (index < 0) throw notFound('secret link');
        links.splice(index, 1);
      }),

    listUsers: (record, requestOptions) =>
      call('listUsers', record, [], requestOptions, () => found(users)),

    listGroups: (record, requestOptions) =>
      call('listGroups', record, [], requestOptions, () => found(groups)),

    createGrants: (record, grants, requestOptions) =>
      call('createGrants', record, [grants], requestOptions, () => {
        for (const grant of grants) {
          const list = grantsOf(grant.subject);
          const subject = directoryOf(grant.subject).find((entry) => entry.id === grant.subject.id);
          list.push({
            id: list.length,
            subject: grant.subject,
            permission: grant.permission,
            expanded: { subject: subject ?? { id: grant.subject.id } },
          });
        }
      }),

    updateGrant: (record, subject, permission, requestOptions) =>
      call('updateGrant', record, [subject, permission], requestOptions, () => {
        const grant = grantsOf(subject).find((entry) => sameSubject(entry.subject, subject));
        if (!grant) throw notFound('grant');
        grant.permission = permission;
        return copy(grant);
      }),

    deleteGrant: (record, subject, requestOptions) =>
      call('deleteGrant', record, [subject], requestOptions, () => {
        const list = grantsOf(subject);
        const index = list.findIndex((entry) => sameSubject(entry.subject, subject));
        if (index < 0) throw notFound('grant');
        list.splice(index, 1);
      }),

    updateSettings: (record, settings: AccessSettings, requestOptions) =>
      call('updateSettings', record, [settings], requestOptions, () => {
        const answer = copy(options.record ?? aSharedRecord());
        answer.parent.access.settings = { ...settings };
        return answer;
      }),

    newVersion: (record, requestOptions) =>
      call('newVersion', record, [], requestOptions, () =>
        copy(options.newVersion ?? aDraft({ id: 'new01-23456', versions: { index: 2 } })),
      ),

    searchUsers: (query, requestOptions) =>
      call('searchUsers', undefined, [query], requestOptions, () =>
        found((options.people ?? []).filter((person) => matches(person, query))),
      ),

    searchGroups: (query, requestOptions) =>
      call('searchGroups', undefined, [query], requestOptions, () =>
        found((options.teams ?? []).filter((team) => matches(team, query))),
      ),
  };
  return api;
};
