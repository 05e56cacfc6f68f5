import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { callApi, REQUIRED_METADATA } from './support/drafts';
import { logIn } from './support/login';
import { expect, test } from './support/test';

/**
 * Another site's page trying to act as dave in his own browser: from another port of the
 * same host (which shares his cookies, and may set its own) and from another host name. dave,
 * as no other test logs in as him: his uploads change only if an attack gets through, however
 * many tests run beside this one.
 */
let attacker: Server;
let attackerPort: number;

test.beforeAll(async () => {
  attacker = createServer((_request, response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end('<!doctype html><title>Win a prize</title><h1>Win a prize</h1>');
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerPort = (attacker.address() as AddressInfo).port;
});
test.afterAll(async () => {
  await new Promise((resolve) => attacker.close(resolve));
});

test('pages of another origin cannot create or publish a draft of the logged-in user', async ({
  page,
  baseURL,
  playwright,
}) => {
  await logIn(page, 'dave');
  const created = await callApi(page, 'POST', '/api/records', {
    metadata: { ...REQUIRED_METADATA, title: 'Not to be published by anyone else' },
    files: { enabled: false },
  });
  const draftId = (created.body as { id: string }).id;
  const uploads = async () => (await callApi(page, 'GET', '/api/user/records?size=100')).body;
  const before = await uploads();

  // A token the server really minted, for a visitor with no session: the attacker's own.
  const stranger = await playwright.request.newContext({ baseURL });
  await stranger.get('/login');
  const strangersToken =
    (await stranger.storageState()).cookies.find(({ name }) => name === 'csrftoken')?.value ?? '';
  await stranger.dispose();

  const server = new URL(baseURL!);
  for (const host of ['127.0.0.1', 'localhost']) {
    const evil = await page.context().newPage();
    await evil.goto(`http://${host}:${attackerPort}/`);
    const attempts = await evil.evaluate(
      async ({ target, draftId, token }) => {
        // On 127.0.0.1 this replaces dave's csrftoken cookie: cookies ignore the port.
        document.cookie = `csrftoken=${token}; path=/`;
        const statuses: string[] = [];
        const paths = ['/api', '/%61pi'].flatMap((api) => [
          `${api}/records`,
          `${api}/records/${draftId}/draft/actions/publish`,
        ]);
        for (const path of paths) {
          for (const headers of [{ 'X-CSRFToken': token }, {}] as Record<string, string>[]) {
            const answer = await fetch(`${target}${path}`, {
              method: 'POST',
              credentials: 'include',
              mode: 'no-cors',
              headers: { 'Content-Type': 'text/plain', ...headers },
              body: `{"metadata": {"title": "Forged"}, "csrf_token": "${token}"}`,
            }).then(
              (response) => response.type,
              () => 'refused by the browser',
            );
            statuses.push(answer);
          }
        }
        return statuses;
      },
      { target: server.origin, draftId, token: strangersToken },
    );
    expect(attempts).toHaveLength(8);

    for (const path of [`/api/records/${draftId}/draft/actions/publish`, '/%61pi/records']) {
      await evil.goto(`http://${host}:${attackerPort}/`);
      await evil.evaluate(
        ({ action, token }) => {
          document.cookie = `csrftoken=${token}; path=/`;
          const form = document.createElement('form');
          form.method = 'post';
          form.action = action;
          form.innerHTML = `<input name="csrf_token" value="${token}">`;
          document.body.append(form);
          form.submit();
        },
        { action: `${server.origin}${path}`, token: strangersToken },
      );
      await evil.waitForURL((url) => url.origin === server.origin);
      await expect(evil.locator('body')).not.toBeEmpty();
    }
    await evil.close();
  }

  // dave's own page: a new csrftoken cookie for his session comes with it.
  await page.reload();
  expect(await uploads()).toEqual(before);
  const draft = await callApi(page, 'GET', `/api/records/${draftId}/draft`);
  expect((draft.body as { status: string }).status).toBe('draft');
  expect((await callApi(page, 'GET', `/api/records/${draftId}`)).status).toBe(404);
});
