import type { AxiosAdapter, AxiosStatic, InternalAxiosRequestConfig } from 'axios';
import { DraftsApiClient, createHttpClient, isTransient } from '../../../src/core/api';
import { loadAxios } from '../../../src/core/api/loadAxios';
import { aDraft } from '../../factories/draft';

/*
 * axios is a chunk of its own, loaded on the clients' first need: its loads are counted (on the
 * test's global, which a static import, run before this file's own code, can reach too), and
 * the chunk's load can fail as on a network that is down. No import of axios here, nor of the
 * stub adapter, which has one.
 */
type Counted = { axiosLoads?: number };
jest.mock('axios', () => {
  (globalThis as Counted).axiosLoads = ((globalThis as Counted).axiosLoads ?? 0) + 1;
  return jest.requireActual('axios');
});
const axiosLoads = () => (globalThis as Counted).axiosLoads ?? 0;
jest.mock('../../../src/core/api/loadAxios', () => {
  const actual = jest.requireActual('../../../src/core/api/loadAxios');
  return { loadAxios: jest.fn(actual.loadAxios) };
});

const CSRF_TOKEN = 'csrf-token-of-the-session';

beforeEach(() => {
  document.cookie = `csrftoken=${CSRF_TOKEN}; path=/`;
});

/** A transport that answers 200 with the draft and records what reached it. */
const answering = () => {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    return { data: aDraft(), status: 200, statusText: 'OK', headers: {}, config };
  };
  return { adapter, sent };
};

const draft = aDraft({ id: 'abc12-34567' });

/** A load of axios that waits until the test lets it finish. */
const heldLoad = () => {
  let finish: () => void = () => undefined;
  jest.mocked(loadAxios).mockImplementationOnce(async () => {
    const axios = jest.requireActual<{ default: AxiosStatic }>('axios').default;
    await new Promise<void>((resolve) => {
      finish = resolve;
    });
    return axios;
  });
  return () => finish();
};

// First: before it, nothing in this file has loaded axios.
it('loads no axios with the clients; a client asks for it when made, and its first call waits', async () => {
  const { adapter, sent } = answering();
  const drafts = new DraftsApiClient(createHttpClient({ adapter }));
  expect(axiosLoads()).toBe(0);
  expect(loadAxios).toHaveBeenCalledTimes(1);

  await drafts.read(draft);
  expect(axiosLoads()).toBe(1);
  expect(sent).toHaveLength(1);
});

it('sends the CSRF token and the host’s headers on the first call and those after it', async () => {
  const { adapter, sent } = answering();
  const finish = heldLoad();
  const http = createHttpClient({ adapter, apiHeaders: () => ({ 'X-Tenant': 'blue' }) });
  const drafts = new DraftsApiClient(http);

  const first = drafts.read(draft);
  finish();
  await first;
  await drafts.save(draft);

  expect(sent.map((config) => config.headers.get('X-CSRFToken'))).toEqual([CSRF_TOKEN, CSRF_TOKEN]);
  expect(sent.map((config) => config.headers.get('X-Tenant'))).toEqual(['blue', 'blue']);
  expect(sent.map((config) => config.withCredentials)).toEqual([true, true]);
});

it('fails a call as a network failure when axios cannot be fetched; the next call fetches it again', async () => {
  const { adapter, sent } = answering();
  jest
    .mocked(loadAxios)
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
  const drafts = new DraftsApiClient(createHttpClient({ adapter }));

  const failure = await drafts.save(draft).catch((error: unknown) => error);
  // As a call that got no answer: what the widgets show and retry for that.
  expect(failure).toMatchObject({
    message: 'Network Error',
    isNetworkError: true,
    isAbort: false,
    status: undefined,
  });
  expect(isTransient(failure)).toBe(true);
  expect(sent).toHaveLength(0);

  await expect(drafts.save(draft)).resolves.toMatchObject({ id: draft.id });
  expect(sent).toHaveLength(1);
  expect(sent[0]?.headers.get('X-CSRFToken')).toBe(CSRF_TOKEN);
  expect(JSON.parse(sent[0]?.data as string)).toMatchObject({ id: draft.id });
});

it('cancels a call at once while axios is still loading, and sends nothing', async () => {
  const { adapter, sent } = answering();
  const finish = heldLoad();
  const drafts = new DraftsApiClient(createHttpClient({ adapter }));
  const controller = new AbortController();

  const call = drafts.read(draft, { signal: controller.signal }).catch((error: unknown) => error);
  controller.abort();
  expect(await call).toMatchObject({ isAbort: true, isNetworkError: false });

  finish();
  await drafts.read(draft);
  expect(sent).toHaveLength(1);
});

it('gives the instance the interceptors and defaults a host set before axios loaded', async () => {
  const { adapter, sent } = answering();
  const finish = heldLoad();
  const http = createHttpClient({ adapter });
  http.interceptors.request.use((config) => {
    config.headers.set('Cookie', 'session=1');
    return config;
  });
  const ejected = http.interceptors.request.use((config) => {
    config.headers.set('X-Ejected', 'yes');
    return config;
  });
  http.interceptors.request.eject(ejected);
  http.defaults.timeout = 1234;

  const call = http.get('/api/records');
  finish();
  await call;

  expect(sent[0]?.headers.get('Cookie')).toBe('session=1');
  expect(sent[0]?.headers.has('X-Ejected')).toBe(false);
  expect(sent[0]?.timeout).toBe(1234);
  // The client's own CSRF interceptor still ran.
  expect(sent[0]?.headers.get('X-CSRFToken')).toBe(CSRF_TOKEN);
});
