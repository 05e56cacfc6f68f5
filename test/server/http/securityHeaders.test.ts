/** @jest-environment node */
import type { AxiosResponse } from 'axios';
import axios from 'axios';
import type { DraftRecord, ReviewRequest } from '../../../src/core/model';
import { publicLookupOrigins } from '../../../server/prefill/lookupOrigins';
import { browserFor, payload, uploadFile, type Browser } from '../records/helpers';
import { pageDocument } from '../support/pageDocument';
import { startServerOn } from '../support/storageBackends';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let alice: Browser;
let carol: Browser;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  alice = await browserFor(server, 'alice');
  carol = await browserFor(server, 'carol');
});
afterAll(() => server.close());

const anonymous = () => axios.create({ baseURL: server.url, validateStatus: () => true });

/** A Content-Security-Policy as its directives, each with its sources. */
const policyOf = (answer: AxiosResponse): Map<string, string[]> =>
  new Map(
    String(answer.headers['content-security-policy'] ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );

/** The nonce a page's policy lets scripts run with. */
const nonceOf = (answer: AxiosResponse) =>
  /^'nonce-(.+)'$/.exec(policyOf(answer).get('script-src')?.[0] ?? '')?.[1];

/** Every kind of page the server renders, as the user who sees it (alice unless said). */
const pageViews = async (): Promise<[string, () => Promise<AxiosResponse<string>>][]> => {
  const uploads = await alice.raw.get<{ hits: { hits: DraftRecord[] } }>('/api/user/records');
  const draft = uploads.data.hits.hits.find((record) => !record.is_published)!;
  const published = uploads.data.hits.hits.find((record) => record.is_published)!;
  const requests = await carol.raw.get<{ hits: { hits: ReviewRequest[] } }>('/api/user/requests');
  const review = requests.data.hits.hits.find((request) => request.status === 'submitted')!;
  const asAlice = (path: string) => () => alice.session.visit(path);
  return [
    ['home', asAlice('/')],
    ['login', () => anonymous().get('/login')],
    ['search', asAlice('/search')],
    ['community', asAlice('/communities/open-science')],
    ['my uploads', asAlice('/me/uploads')],
    ['new upload', asAlice('/uploads/new')],
    ['draft', asAlice(`/uploads/${draft.id}`)],
    ['record', asAlice(`/records/${published.id}`)],
    ['request', () => carol.session.visit(`/me/requests/${review.id}`)],
    ['access request', () => anonymous().get('/access/requests/confirm')],
    ['outbox', asAlice('/_outbox')],
    ['missing record', asAlice('/records/zzzzz-zzzzz')],
    ['unknown page', asAlice('/no/such/page')],
  ];
};

describe('security headers', () => {
  it('sends no sniffing, no framing and a referrer policy with every answer', async () => {
    const answers: [string, AxiosResponse][] = [
      ...(await Promise.all(
        (await pageViews()).map(async ([name, view]): Promise<[string, AxiosResponse]> => [
          name,
          await view(),
        ]),
      )),
      ['API', await alice.raw.get('/api/records')],
      ['API error', await anonymous().get('/api/records/zzzzz-zzzzz')],
      ['CSRF refusal', await anonymous().post('/api/records', {})],
      ['library script', await anonymous().get('/static/demo/host-widgets.js')],
      ['Fomantic styles', await anonymous().get('/static/fomantic/semantic.min.css')],
      ['redirect', await anonymous().get('/uploads/new', { maxRedirects: 0 })],
    ];
    for (const [name, answer] of answers) {
      expect([name, answer.headers['x-content-type-options']]).toEqual([name, 'nosniff']);
      expect([name, answer.headers['x-frame-options']]).toEqual([name, 'DENY']);
      expect([name, policyOf(answer).get('frame-ancestors')]).toEqual([name, ["'none'"]]);
      expect([name, answer.headers['referrer-policy']]).toEqual([
        name,
        'strict-origin-when-cross-origin',
      ]);
    }
  });

  it('lets a page run only the scripts it prints with this view’s own nonce', async () => {
    const nonces = new Set<string>();
    let scriptsChecked = 0;
    for (const [name, view] of await pageViews()) {
      const answer = await view();
      const policy = policyOf(answer);
      const nonce = nonceOf(answer);
      expect([name, nonce]).toEqual([name, expect.stringMatching(/^[A-Za-z0-9+/]{22}==$/)]);
      expect([name, policy.get('script-src')]).toEqual([
        name,
        [`'nonce-${nonce}'`, "'strict-dynamic'"],
      ]);
      expect([name, policy.get('object-src'), policy.get('base-uri')]).toEqual([
        name,
        ["'none'"],
        ["'none'"],
      ]);
      expect([name, policy.get('style-src'), policy.get('form-action')]).toEqual([
        name,
        ["'self'"],
        ["'self'"],
      ]);
      // The deposit form's lookups of works go to the public services (and nowhere else).
      expect([name, policy.get('connect-src')]).toEqual([
        name,
        ["'self'", ...publicLookupOrigins()],
      ]);
      nonces.add(nonce!);
      const scripts = Array.from(pageDocument(answer.data).querySelectorAll('script'));
      for (const script of scripts.filter((element) => element.type !== 'application/json')) {
        expect([name, script.outerHTML.slice(0, 80), script.getAttribute('nonce')]).toEqual([
          name,
          script.outerHTML.slice(0, 80),
          nonce,
        ]);
        scriptsChecked += 1;
      }
    }
    // The deposit form's three (bundle, host widgets, mount) and the request page's one at least.
    expect(scriptsChecked).toBeGreaterThanOrEqual(10);
    const again = await pageViews();
    for (const [, view] of again.slice(0, 3)) nonces.add(nonceOf(await view())!);
    expect(nonces.size).toBe(again.length + 3);
  });

  it('prints no inline event handler, javascript: URL or style attribute on any page', async () => {
    for (const [name, view] of await pageViews()) {
      const page = pageDocument((await view()).data);
      const inline = Array.from(page.querySelectorAll('*')).flatMap((element) =>
        Array.from(element.attributes)
          .filter(
            (attribute) =>
              /^on/i.test(attribute.name) ||
              attribute.name === 'style' ||
              /^\s*javascript:/i.test(attribute.value),
          )
          .map((attribute) => `${element.tagName} ${attribute.name}="${attribute.value}"`),
      );
      expect([name, inline]).toEqual([name, []]);
    }
  });

  it('names the page to no other site when its address carries a secret-link token', async () => {
    const uploads = await alice.raw.get<{ hits: { hits: DraftRecord[] } }>('/api/user/records');
    const published = uploads.data.hits.hits.find((record) => record.is_published)!;
    const page = await anonymous().get(`/records/${published.id}?token=s3cr3t`);
    expect(page.headers['referrer-policy']).toBe('same-origin');
    const confirm = await anonymous().get('/access/requests/confirm?access_request_token=s3cr3t');
    expect(confirm.headers['referrer-policy']).toBe('same-origin');
  });

  it('lets an uploaded HTML file opened inline load and run nothing', async () => {
    const draft = await alice.drafts.create(payload());
    await uploadFile(alice, draft, 'page.html', '<script>alert(document.cookie)</script>');
    const content = await alice.raw.get(`/api/records/${draft.id}/draft/files/page.html/content`);
    expect(content.status).toBe(200);
    expect(content.headers['content-disposition']).toMatch(/^inline/);
    expect(policyOf(content).get('default-src')).toEqual(["'none'"]);
  });

  it('gives an uploaded HTML file the same policy however its path is spelled', async () => {
    const draft = await alice.drafts.create(payload());
    await uploadFile(alice, draft, 'page.html', '<script>alert(document.cookie)</script>');
    for (const api of ['/%61pi', '/%61%70%69']) {
      const content = await alice.raw.get(
        `${api}/records/${draft.id}/draft/files/page.html/content`,
      );
      expect(content.status).toBe(200);
      expect(policyOf(content).get('default-src')).toEqual(["'none'"]);
    }
  });

  it.each([
    ['a malformed escape', '/api/records/%zz', 400],
    ['a parameter longer than any id', `/api/records/${'x'.repeat(8000)}`, 414],
  ])('answers %s as InvenioRDM, with the headers', async (_case, path, status) => {
    const answer = await alice.raw.get(path);
    expect(answer.status).toBe(status);
    expect(Object.keys(answer.data)).toEqual(['status', 'message']);
    expect(answer.data.message).not.toContain('xxxx');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(policyOf(answer).get('default-src')).toEqual(["'none'"]);
  });

  it('lets the pages send files to the S3 bucket, and nowhere else', async () => {
    const s3Server = await startServerOn('s3', { seed: false });
    try {
      const page = await axios.get(`${s3Server.url}/login`);
      const bucket = s3Server.ctx.options.s3!.endpoint!;
      expect(policyOf(page).get('connect-src')).toEqual([
        "'self'",
        bucket,
        ...publicLookupOrigins(),
      ]);
      expect(policyOf(page).get('img-src')).toEqual(["'self'", 'data:', bucket]);
    } finally {
      await s3Server.close();
    }
  });
});
