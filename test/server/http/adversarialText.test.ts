/** @jest-environment node */
import type { AxiosResponse } from 'axios';
import { browserFor, completeMetadata, payload, type Browser } from '../records/helpers';
import { requestableRecord } from '../access/sharedRecords';
import { startTestServer, type TestServer } from '../support/testServer';

/**
 * Every free-text field fed 100,000 hostile characters: the answer, and a plain request sent
 * at the same moment, must take at most this much of the process's CPU time (the server and
 * its client share the test's process), so no text can stall the server (a regular
 * expression that backtracks, markup read with one). CPU time, not the clock: on a machine
 * busy with other tests' workers the clock runs on while this process waits for a core.
 * Reading 100,000 characters once costs up to 130 ms on a slow CI machine (a comment of '<'
 * signs, sanitized); text that makes the server backtrack costs seconds, far above.
 */
const BUDGET_MS = 250;
// The budgets above are the test; the clock only catches a hang. Each test sends a dozen
// texts of 100,000 characters, and on a machine busy with other work that takes more than
// Jest's default 5 s of clock time while well within its CPU budget.
jest.setTimeout(60_000);
/**
 * A page is larger work, linear in the text: the preview embeds the record's JSON for four
 * widgets, so a description of 100,000 '&' (stored as '&amp;' each) makes a 2.5 MB page, 60 ms
 * to render on an idle machine (a regular expression over the markup took 4.9 s).
 */
const PAGE_BUDGET_MS = 500;
const LENGTH = 100_000;
/**
 * Ordinary text of the same length, with the characters that cost work in text and markup
 * alike (escaping, entities): what the field costs on this machine, now.
 */
const ORDINARY = 'Depth < 5 m & temp > 3 C, see <b>notes</b>. '
  .repeat(LENGTH / 40)
  .slice(0, LENGTH);
/**
 * A budget grows to this many times what ordinary text took, when that is more: only text
 * that costs more than its length fails.
 */
const ORDINARY_ALLOWANCE = 3;
/** The longest access conditions text the access settings take. */
const CONDITIONS_LENGTH = 10_000;
/** A URL is at most 16 KiB of request head in Node: queries get what fits. */
const QUERY_LENGTH = 15_000;

const PATTERNS: Record<string, string> = {
  spaces: `x${' '.repeat(LENGTH - 2)}x`,
  'less-than signs': '<'.repeat(LENGTH),
  'unclosed tags': '<a'.repeat(LENGTH / 2),
  ampersands: '&'.repeat(LENGTH),
  'no match at the end': `${'a'.repeat(LENGTH - 1)}!`,
  'nested brackets': `${'<'.repeat(LENGTH / 2)}${'>'.repeat(LENGTH / 2)}`,
  'at signs': 'a@'.repeat(LENGTH / 2),
  'dotted address': `a@${'a.'.repeat(LENGTH / 2 - 2)}@`,
  'dotted words': 'a.'.repeat(LENGTH / 2),
};

/** The pattern cut to what fits in a query string once encoded. */
const queryText = (text: string): string =>
  text.slice(0, Math.floor((QUERY_LENGTH * text.length) / encodeURIComponent(text).length));

let server: TestServer;
let alice: Browser;
let bob: Browser;
let anonymous: Browser;
let askedRecordId: string;
let settingsRecordId: string;
let requestId: string;

beforeAll(async () => {
  server = await startTestServer();
  alice = await browserFor(server, 'alice');
  bob = await browserFor(server, 'bob');
  anonymous = await browserFor(server, null);
  askedRecordId = await requestableRecord(alice, 'Harbour interviews');
  settingsRecordId = await requestableRecord(alice, 'Harbour soundings');
  const asked = await bob.raw.post(`${server.api}/records/${askedRecordId}/access/request`, {
    message: 'For my thesis.',
  });
  requestId = asked.data.id;
});
afterAll(async () => {
  await server.close();
});

interface Timing {
  label: string;
  status: number;
  /** The process's CPU time while both requests were answered. */
  cpuMs: number;
  hostileMs: number;
  plainMs: number;
}

const plainRequest = () => anonymous.raw.get(`${server.api}/communities`);

/** Sends the hostile request and a plain one together; the CPU time and how long each took. */
const alongsidePlain = async (
  label: string,
  hostile: () => Promise<AxiosResponse>,
): Promise<Timing> => {
  const timed = async (call: () => Promise<AxiosResponse>) => {
    const start = performance.now();
    const answer = await call();
    return { status: answer.status, ms: performance.now() - start };
  };
  const cpuBefore = process.cpuUsage();
  const [attack, plain] = await Promise.all([timed(hostile), timed(plainRequest)]);
  const cpu = process.cpuUsage(cpuBefore);
  return {
    label,
    status: attack.status,
    cpuMs: (cpu.user + cpu.system) / 1000,
    hostileMs: attack.ms,
    plainMs: plain.ms,
  };
};

const describeTiming = (timing: Timing, budget: number) =>
  `${timing.label}: ${timing.status} with ${Math.round(timing.cpuMs)} ms of CPU (budget ${Math.round(budget)} ms); answered in ${Math.round(timing.hostileMs)} ms, the plain request in ${Math.round(timing.plainMs)} ms`;

/**
 * Sends a request alongside a plain one up to three times, until they take no more CPU than
 * the budget: a garbage collection passes, text that stalls the server every time does not.
 * Undefined when within budget, else the cheapest timing.
 */
const withinBudget = async (
  label: string,
  budget: number,
  hostile: () => Promise<AxiosResponse>,
): Promise<Timing | undefined> => {
  let cheapest: Timing | undefined;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const timing = await alongsidePlain(label, hostile);
    if (timing.status < 500 && timing.cpuMs <= budget) return;
    if (!cheapest || timing.cpuMs < cheapest.cpuMs) cheapest = timing;
  }
  return cheapest;
};

/** Runs every pattern through `send`, one at a time; the ones over budget, described. */
const slowOnes = async (
  field: string,
  send: (text: string, index: number) => Promise<AxiosResponse>,
  budgetMs = BUDGET_MS,
): Promise<string[]> => {
  await plainRequest();
  const ordinary = await alongsidePlain(field, () => send(ORDINARY, -1));
  const budget = Math.max(budgetMs, ORDINARY_ALLOWANCE * ordinary.cpuMs);
  const slow: string[] = [];
  let index = 0;
  for (const [name, text] of Object.entries(PATTERNS)) {
    // Sent twice, both timed: V8 may run a regular expression's first use another way than
    // later ones (the old sanitizer answered 100,000 spaces in 24 ms once, then stalled).
    for (const round of ['first', 'second']) {
      const timing = await withinBudget(`${field}, ${name} (${round})`, budget, () =>
        send(text, index),
      );
      if (timing) {
        slow.push(describeTiming(timing, budget));
        break;
      }
    }
    index += 1;
  }
  return slow;
};

const saveDraft = (metadata: Record<string, unknown>, customFields = {}) =>
  alice.raw.post(`${server.api}/records`, {
    ...payload(),
    metadata: { ...completeMetadata(), ...metadata },
    custom_fields: customFields,
  });

const person = (name: string, affiliation = 'Stockholm University') => ({
  person_or_org: { type: 'personal', family_name: name, given_name: name },
  affiliations: [{ name: affiliation }],
});

describe('no free text stalls the server', () => {
  it.each<[string, (text: string) => Promise<AxiosResponse>]>([
    ['title', (text) => saveDraft({ title: text })],
    ['description', (text) => saveDraft({ description: text })],
    [
      'additional description',
      (text) =>
        saveDraft({ additional_descriptions: [{ description: text, type: { id: 'methods' } }] }),
    ],
    ["creator's name", (text) => saveDraft({ creators: [person(text)] })],
    ["affiliation's name", (text) => saveDraft({ creators: [person('Andersson', text)] })],
    ['subject', (text) => saveDraft({ subjects: [{ subject: text }] })],
    ['text custom field', (text) => saveDraft({}, { 'demo:data_processing': text })],
    ['keywords custom field', (text) => saveDraft({}, { 'demo:keywords': [text] })],
    ['rich text custom field', (text) => saveDraft({}, { 'demo:methods': text })],
  ])('a draft\u2019s %s', async (field, send) => {
    expect(await slowOnes(field, send)).toEqual([]);
  });

  it('a file key', async () => {
    const draft = await alice.drafts.create(payload());
    const slow = await slowOnes('file key', (text) =>
      alice.raw.post(draft.links.files as string, [{ key: text }]),
    );
    expect(slow).toEqual([]);
  });

  it('the access conditions text', async () => {
    // Cut to the longest text the settings take: a longer one is refused before it is read.
    const slow = await slowOnes('access conditions', (text) =>
      alice.raw.put(`${server.api}/records/${settingsRecordId}/access`, {
        allow_user_requests: true,
        allow_guest_requests: true,
        accept_conditions_text: text.slice(0, CONDITIONS_LENGTH),
        secret_link_expiration: 0,
      }),
    );
    expect(slow).toEqual([]);
  });

  it.each<[string, (text: string, index: number) => Record<string, string>]>([
    ['e-mail', (text) => ({ email: text, full_name: 'Gina Guest', message: 'Please.' })],
    [
      'name',
      (text, index) => ({ email: `name${index}@example.org`, full_name: text, message: 'Please.' }),
    ],
    [
      'message',
      (text, index) => ({ email: `message${index}@example.org`, full_name: 'Gina', message: text }),
    ],
  ])('an access request\u2019s %s', async (field, body) => {
    // Each field sends more requests than one client may send in an hour: start the count anew.
    server.ctx.db.prepare('DELETE FROM access_request_attempts').run();
    const guest = await browserFor(server, null);
    const slow = await slowOnes(`access request ${field}`, (text, index) =>
      guest.raw.post(`${server.api}/records/${askedRecordId}/access/request`, {
        consent_to_share_personal_data: 'true',
        ...body(text, index),
      }),
    );
    expect(slow).toEqual([]);
  });

  it('a request comment', async () => {
    const slow = await slowOnes('comment', (text) =>
      alice.raw.post(`${server.api}/requests/${requestId}/comments`, {
        payload: { content: text, format: 'html' },
      }),
    );
    expect(slow).toEqual([]);
  });

  it.each([
    ['records', '/records?q='],
    ["the user's records", '/user/records?q='],
    ['communities', '/communities?q='],
    ['languages', '/vocabularies/languages?q='],
    ['subjects', '/subjects?suggest='],
    ['affiliations', '/affiliations?suggest='],
    ['names', '/names?suggest='],
  ])('a search of %s', async (list, path) => {
    const slow = await slowOnes(`${list} search`, (text) =>
      // bob: the drafts the other tests leave are alice's, and a search reads them all.
      bob.raw.get(`${server.api}${path}${encodeURIComponent(queryText(text))}`),
    );
    expect(slow).toEqual([]);
  });
});

describe('no stored text stalls a page', () => {
  it('the preview of a draft whose description is hostile', async () => {
    const draftOf = new Map<string, string>();
    for (const text of [ORDINARY, ...Object.values(PATTERNS)]) {
      draftOf.set(text, (await saveDraft({ description: text })).data.id);
    }
    const pages = alice.session.http({ accept: 'text/html' });
    pages.defaults.validateStatus = () => true;
    const slow = await slowOnes(
      'preview page',
      (text) => pages.get(`/records/${draftOf.get(text)}?preview=1`),
      PAGE_BUDGET_MS,
    );
    expect(slow).toEqual([]);
  });

  // All the patterns on one page: a page's budget for each comment.
  it('the page of a request whose comments are hostile', async () => {
    for (const text of Object.values(PATTERNS)) {
      await alice.raw.post(`${server.api}/requests/${requestId}/comments`, {
        payload: { content: text, format: 'html' },
      });
    }
    const pages = alice.session.http({ accept: 'text/html' });
    const budget = PAGE_BUDGET_MS * Object.keys(PATTERNS).length;
    const timing = await withinBudget('request page', budget, () =>
      pages.get(`/me/requests/${requestId}`),
    );
    expect(timing && describeTiming(timing, budget)).toBeUndefined();
  });
});
