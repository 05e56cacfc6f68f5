import axios, { type AxiosAdapter } from 'axios';
import fc from 'fast-check';
import { autoMount, mount } from '../../../src/ui/mount';
import { EVERY_WIDGET } from '../../support/everyWidget';
import { brokenJson, garbage } from '../../support/brokenJson';
import { fuzzedRecord } from '../../support/fuzzedRecords';
import { renderOutsideAct } from '../../support/syncMount';

renderOutsideAct();

const SEED = Number(process.env.FUZZ_SEED ?? 40);
/** Hundreds in all; fewer of the deposit form, which takes a tenth of a second to mount. */
const runsOf = (name: string) => (name === 'deposit-form' ? 20 : 60);

const CANNOT_LOAD = 'This widget could not be loaded';

/** No network in jsdom: whatever a widget asks on mounting, the server is unavailable. */
const unavailable: AxiosAdapter = (config) =>
  Promise.reject(
    new axios.AxiosError(
      'Request failed with status code 503',
      'ERR_BAD_RESPONSE',
      config,
      {},
      {
        status: 503,
        statusText: 'Service Unavailable',
        data: { status: 503, message: 'Service unavailable.' },
        headers: {},
        config,
      },
    ),
  );

let uncaught: unknown[];
const keep = (event: ErrorEvent | PromiseRejectionEvent) =>
  uncaught.push('error' in event ? event.error : event.reason);
let defaultAdapter: typeof axios.defaults.adapter;

beforeAll(() => {
  defaultAdapter = axios.defaults.adapter;
  axios.defaults.adapter = unavailable;
  window.addEventListener('error', keep);
  window.addEventListener('unhandledrejection', keep);
});
afterAll(() => {
  axios.defaults.adapter = defaultAdapter;
  window.removeEventListener('error', keep);
  window.removeEventListener('unhandledrejection', keep);
});
beforeEach(() => {
  uncaught = [];
  // Refused props are reported in the console by design; a crash is caught below.
  jest.mocked(console.error).mockImplementation(() => undefined);
});

/** Mounts, lets the widget's first effects run, and says what the host page saw. */
const mounted = async (start: (element: Element) => { unmount(): void }) => {
  const element = document.body.appendChild(document.createElement('div'));
  const handle = start(element);
  await new Promise((resolve) => setTimeout(resolve, 0));
  const seen = {
    crashed: element.querySelector('[data-state="crashed"]') !== null,
    refused: element.querySelector('[data-state="mount-error"]')?.textContent ?? null,
    text: element.textContent ?? '',
  };
  handle.unmount();
  element.remove();
  return seen;
};

/** The props a page's scripts give, or undefined when one of them is not JSON. */
const propsOf = (texts: Record<string, string>) => {
  try {
    return Object.fromEntries(
      Object.entries(texts).map(([name, text]) => [name, JSON.parse(text) as unknown]),
    );
  } catch {
    return undefined;
  }
};

describe.each(EVERY_WIDGET)('$widget.name mount fuzz', ({ widget, props }) => {
  const runs = runsOf(widget.name);

  it(`mounts ${runs} generated records without a crash`, async () => {
    await fc.assert(
      fc.asyncProperty(fuzzedRecord, async (record) => {
        const seen = await mounted((element) => mount(element, widget, { ...props, record }));
        const parsed = widget.parseProps({ ...props, record });
        expect(seen.crashed).toBe(false);
        expect(uncaught).toEqual([]);
        if (!parsed.ok) expect(seen.refused).toContain(CANNOT_LOAD);
        expect(seen.text).not.toMatch(/\[object Object\]/);
      }),
      { seed: SEED, numRuns: runs },
    );
  }, 30_000);

  it(`shows a clear error for ${runs} broken host configs, never throwing`, async () => {
    // The page's JSON scripts: each prop broken, or not JSON at all.
    const scripts = fc.dictionary(
      fc.constantFrom(...Object.keys(props), 'record', 'i18n'),
      fc.oneof(
        brokenJson({ ...props }).map((value) => JSON.stringify(value ?? null)),
        garbage.map((value) => JSON.stringify(value ?? null)),
        fc.string({ maxLength: 30 }),
      ),
      { minKeys: 1 },
    );
    await fc.assert(
      fc.asyncProperty(scripts, async (texts) => {
        const seen = await mounted((element) => {
          element.setAttribute('data-rdm-widget', widget.name);
          for (const [name, text] of Object.entries(texts)) {
            const script = element.appendChild(document.createElement('script'));
            script.type = 'application/json';
            script.setAttribute('data-rdm-prop', name);
            script.textContent = text;
          }
          const [handle] = autoMount(document, [widget]);
          return handle!;
        });
        const given = propsOf(texts);
        expect(seen.crashed).toBe(false);
        expect(uncaught).toEqual([]);
        if (!given || !widget.parseProps(given).ok) expect(seen.refused).toContain(CANNOT_LOAD);
        expect(seen.text).not.toMatch(/\[object Object\]/);
      }),
      { seed: SEED, numRuns: runs },
    );
  }, 30_000);
});
