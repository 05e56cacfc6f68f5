/** @jest-environment node */
import type { AccessSettings } from '../../../src/core/model';
import { expireGuestAccessTokens } from '../../../server/access/guestAccessTokens';
import { startTestServer, type TestServer } from '../support/testServer';
import { completeMetadata, payload, uploadFile } from '../records/helpers';
import { type Browser, browserFor } from './sharedRecords';

let server: TestServer;
let alice: Browser;
let bob: Browser;

beforeAll(async () => {
  server = await startTestServer();
  alice = await browserFor(server, 'alice');
  bob = await browserFor(server, 'bob');
});
afterAll(async () => {
  await server.close();
});

interface Mail {
  recipient: string;
  subject: string;
  text: string;
}

/** The messages the server "sent" (its outbox: no SMTP server in tests), oldest first. */
const mailsTo = (recipient: string): Mail[] =>
  server.ctx.db
    .prepare('SELECT recipient, subject, text FROM outbox WHERE recipient = ? ORDER BY id')
    .all(recipient) as unknown as Mail[];

const lastMailTo = (recipient: string): Mail => {
  const mail = mailsTo(recipient).at(-1);
  if (!mail) throw new Error(`no e-mail to ${recipient}`);
  return mail;
};

const linkIn = (mail: Mail, path: string): URL => {
  const found = mail.text
    .match(/https?:\/\/\S+/g)
    ?.find((url) => new URL(url).pathname.startsWith(path));
  if (!found) throw new Error(`no ${path} link in "${mail.subject}"`);
  return new URL(found);
};

const allowing = (changes: Partial<AccessSettings>): AccessSettings => ({
  allow_user_requests: false,
  allow_guest_requests: false,
  accept_conditions_text: null,
  secret_link_expiration: '0',
  ...changes,
});

const requestUrl = (id: string | undefined) => `${server.api}/records/${id}/access/request`;

/** A record of alice's whose files are restricted, with one file, taking the given requests. */
const restrictedRecord = async (settings: Partial<AccessSettings>) => {
  const draft = await alice.drafts.create(
    payload({
      access: { record: 'public', files: 'restricted' },
      files: { enabled: true },
      metadata: completeMetadata('Harbour interviews'),
    }),
  );
  await uploadFile(alice, draft, 'data.csv', 'a,b\n1,2\n');
  const record = await alice.drafts.publish(draft);
  await alice.access.updateSettings(record, allowing(settings));
  return record;
};

const guestAsks = async (recordId: string | undefined, email: string, fullName = 'Gina Guest') => {
  const guest = await browserFor(server, null);
  const answer = await guest.raw.post(requestUrl(recordId), {
    email,
    full_name: fullName,
    message: 'For my thesis on coastal communities.',
    consent_to_share_personal_data: 'true',
  });
  return { guest, answer };
};

/** The confirmation link of the newest verification e-mail to `email`. */
const confirmationLink = (email: string): URL => {
  const verification = mailsTo(email)
    .reverse()
    .find((mail) => mail.subject.startsWith('Confirm your e-mail address'));
  if (!verification) throw new Error(`no verification e-mail to ${email}`);
  return linkIn(verification, '/access/requests/confirm');
};

/** Opens the confirmation link of the newest verification e-mail to `email`, as a guest. */
const confirm = async (guest: Browser, email: string, link = confirmationLink(email)) =>
  guest.session.http({ accept: 'text/html' }).get(`${link.pathname}${link.search}`, {
    maxRedirects: 0,
    validateStatus: () => true,
  });

describe('a guest asks for access', () => {
  it('confirms the address from the e-mail, the owner accepts, and the secret link opens the files', async () => {
    const record = await restrictedRecord({
      allow_guest_requests: true,
      secret_link_expiration: '30',
    });
    const { guest, answer } = await guestAsks(record.id, 'gina@example.org');
    expect(answer.status).toBe(200);
    const verification = lastMailTo('gina@example.org');
    expect(verification.subject).toBe(
      "Confirm your e-mail address to ask for access to 'Harbour interviews'",
    );
    // Nothing reaches the owner before the guest confirms.
    expect(mailsTo('alice@demo.test')).toEqual([]);

    const confirmed = await confirm(guest, 'gina@example.org');
    expect(confirmed.status).toBe(303);
    const page = new URL(confirmed.headers.location as string);
    expect(page.pathname).toMatch(/^\/access\/requests\/[\w-]+$/);
    expect(page.searchParams.get('access_request_token')).toMatch(/^[\w-]{40,}$/);
    const requestId = page.pathname.split('/').at(-1) ?? '';

    const notice = lastMailTo('alice@demo.test');
    expect(notice.subject).toBe("Access requested to your record 'Harbour interviews'");
    expect(notice.text).toContain('Gina Guest <gina@example.org> asks for access');
    expect(notice.text).toContain('> For my thesis on coastal communities.');
    expect(linkIn(notice, `/me/requests/${requestId}`)).toBeTruthy();
    expect(lastMailTo('gina@example.org').subject).toBe(
      "Your access request for 'Harbour interviews' was sent",
    );

    // The owner finds it among her open requests on the record, and accepts it with a message.
    const open = await alice.raw.get(`${server.api}/user/requests`, {
      params: { topic: `record:${record.id}`, type: 'guest-access-request', is_open: true },
    });
    expect(open.data.hits.hits.map((hit: { id: string }) => hit.id)).toEqual([requestId]);
    expect(open.data.hits.hits[0]).toMatchObject({
      created_by: { email: 'gina@example.org' },
      receiver: { user: '1' },
      payload: { permission: 'view', full_name: 'Gina Guest', secret_link_expiration: '30' },
    });
    expect(open.data.hits.hits[0]).not.toHaveProperty('guest_token');
    const accepted = await alice.raw.post(`${server.api}/requests/${requestId}/actions/accept`, {
      payload: { content: 'Welcome aboard.' },
    });
    expect(accepted.data.status).toBe('accepted');

    const granted = lastMailTo('gina@example.org');
    expect(granted.subject).toBe("Your access request for 'Harbour interviews' was accepted");
    expect(granted.text).toContain('> Welcome aboard.');
    const expiry = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    expect(granted.text).toContain(`The link works until ${expiry}.`);
    const secret = linkIn(granted, `/records/${record.id}`);
    const token = secret.searchParams.get('token') ?? '';

    const stranger = await browserFor(server, null);
    const files = `${server.api}/records/${record.id}/files`;
    expect((await stranger.raw.get(files)).status).toBe(403);
    expect((await stranger.raw.get(files, { params: { token } })).status).toBe(200);
    const links = await alice.access.listLinks(record);
    expect(links.hits).toEqual([
      expect.objectContaining({
        permission: 'view',
        expires_at: expiry,
        description: 'Access requested by Gina Guest (gina@example.org)',
      }),
    ]);

    // The guest's own page tells them, and offers the link too.
    const own = await guest.session.visit(`${page.pathname}${page.search}`);
    expect(own.data).toContain('Your request was accepted.');
    expect(own.data).toContain(`/records/${record.id}?token=${token}`);
  });

  it('takes a confirmation link once, and tells an unknown or expired one apart', async () => {
    const record = await restrictedRecord({ allow_guest_requests: true });
    const { guest } = await guestAsks(record.id, 'once@example.org');
    const link = confirmationLink('once@example.org');
    expect((await confirm(guest, 'once@example.org', link)).status).toBe(303);
    const reused = await confirm(guest, 'once@example.org', link);
    expect(reused.status).toBe(404);
    expect(reused.data).toContain(
      'This confirmation link is not valid: it may have been used already.',
    );

    await guestAsks(record.id, 'late@example.org');
    expireGuestAccessTokens(server.ctx.db, 'late@example.org');
    const late = await confirm(guest, 'late@example.org');
    expect(late.status).toBe(410);
    expect(late.data).toContain(
      'This confirmation link has expired. Ask for access again from the record&#39;s page.',
    );
  });

  it('leads a second confirmation to the request already open for that address', async () => {
    const record = await restrictedRecord({ allow_guest_requests: true });
    const { guest } = await guestAsks(record.id, 'twice@example.org');
    const first = new URL((await confirm(guest, 'twice@example.org')).headers.location as string);
    await guestAsks(record.id, 'TWICE@example.org');
    const second = await confirm(guest, 'TWICE@example.org');
    const again = new URL(second.headers.location as string);
    expect(again.pathname).toBe(first.pathname);
    expect(again.searchParams.get('already')).toBe('1');
  });

  it('refuses a confirmation once the owner stops taking guest requests', async () => {
    const record = await restrictedRecord({ allow_guest_requests: true });
    const { guest } = await guestAsks(record.id, 'closed@example.org');
    await alice.access.updateSettings(record, allowing({ allow_guest_requests: false }));
    const answer = await confirm(guest, 'closed@example.org');
    expect(answer.status).toBe(403);
    expect(answer.data).toContain('The owner of this record no longer accepts access requests.');
  });

  it('e-mails a declined guest with the owner’s message', async () => {
    const record = await restrictedRecord({ allow_guest_requests: true });
    const { guest } = await guestAsks(record.id, 'no@example.org');
    const page = new URL((await confirm(guest, 'no@example.org')).headers.location as string);
    const requestId = page.pathname.split('/').at(-1) ?? '';
    await alice.raw.post(`${server.api}/requests/${requestId}/actions/decline`, {
      payload: { content: 'Only for project members.' },
    });
    const declined = lastMailTo('no@example.org');
    expect(declined.subject).toBe("Your access request for 'Harbour interviews' was declined");
    expect(declined.text).toContain('> Only for project members.');
    expect((await guest.session.visit(`${page.pathname}${page.search}`)).data).toContain(
      'Your request was declined.',
    );
  });
});

describe('a logged-in user asks for access', () => {
  it('is sent to the owner at once; the owner is e-mailed; acceptance is e-mailed back', async () => {
    const record = await restrictedRecord({ allow_user_requests: true });
    const asked = await bob.raw.post(requestUrl(record.id), {
      email: 'bob@demo.test',
      full_name: 'Bob',
      message: 'May I?',
      consent_to_share_personal_data: 'false',
    });
    expect(asked.status).toBe(200);
    const notice = lastMailTo('alice@demo.test');
    expect(notice.subject).toBe("Access requested to your record 'Harbour interviews'");
    // Without consent the owner learns the name only.
    expect(notice.text).not.toContain('bob@demo.test');
    const mine = await bob.raw.get(`${server.api}/user/requests`, {
      params: { topic: `record:${record.id}`, type: 'user-access-request', is_open: true },
    });
    expect(mine.data.hits.hits.map((hit: { id: string }) => hit.id)).toEqual([asked.data.id]);

    await alice.raw.post(`${server.api}/requests/${asked.data.id}/actions/accept`, {});
    const accepted = lastMailTo('bob@demo.test');
    expect(accepted.subject).toBe("Your access request for 'Harbour interviews' was accepted");
    expect(linkIn(accepted, `/records/${record.id}`).search).toBe('');
    expect((await bob.raw.get(`${server.api}/records/${record.id}/files`)).status).toBe(200);
  });

  it('is e-mailed a decline with the owner’s message', async () => {
    const record = await restrictedRecord({ allow_user_requests: true });
    const asked = await bob.raw.post(requestUrl(record.id), { email: 'bob@demo.test' });
    await alice.raw.post(`${server.api}/requests/${asked.data.id}/actions/decline`, {
      payload: { content: 'Not yet.' },
    });
    const declined = lastMailTo('bob@demo.test');
    expect(declined.subject).toBe("Your access request for 'Harbour interviews' was declined");
    expect(declined.text).toContain('> Not yet.');
  });
});

describe('limits and boundaries', () => {
  it('takes five requests an hour per e-mail address, then answers 429 with Retry-After', async () => {
    const record = await restrictedRecord({ allow_guest_requests: true });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await guestAsks(record.id, 'eager@example.org')).answer.status).toBe(200);
    }
    const { answer } = await guestAsks(record.id, 'Eager@example.org');
    expect(answer.status).toBe(429);
    expect(answer.data.message).toBe('Too many access requests. Try again later.');
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(3500);
    expect(mailsTo('eager@example.org')).toHaveLength(5);
  });

  it('takes thirty requests an hour from one client, whatever the addresses', async () => {
    const record = await restrictedRecord({ allow_guest_requests: true });
    server.ctx.db.exec('DELETE FROM access_request_attempts');
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect((await guestAsks(record.id, `guest${attempt}@example.org`)).answer.status).toBe(200);
    }
    const { answer } = await guestAsks(record.id, 'one-more@example.org');
    expect(answer.status).toBe(429);
    expect(mailsTo('one-more@example.org')).toEqual([]);
    server.ctx.db.exec('DELETE FROM access_request_attempts');
  });

  it('lets no guest see a request without its own token, through the page or the API', async () => {
    const record = await restrictedRecord({ allow_guest_requests: true });
    const first = await guestAsks(record.id, 'first@example.org');
    const firstPage = new URL(
      (await confirm(first.guest, 'first@example.org')).headers.location as string,
    );
    const second = await guestAsks(record.id, 'second@example.org');
    const secondPage = new URL(
      (await confirm(second.guest, 'second@example.org')).headers.location as string,
    );

    const withOtherToken = `${firstPage.pathname}?access_request_token=${secondPage.searchParams.get('access_request_token')}`;
    const refused = await second.guest.session.http({ accept: 'text/html' }).get(withOtherToken, {
      validateStatus: () => true,
    });
    expect(refused.status).toBe(403);
    expect(refused.data).toContain('This request does not exist or is not yours to see.');
    const id = firstPage.pathname.split('/').at(-1);
    expect((await second.guest.raw.get(`${server.api}/requests/${id}`)).status).toBe(403);
  });

  it('gives a secret link from a request for its own record only', async () => {
    const record = await restrictedRecord({ allow_guest_requests: true });
    const other = await restrictedRecord({});
    const { guest } = await guestAsks(record.id, 'only@example.org');
    const page = new URL((await confirm(guest, 'only@example.org')).headers.location as string);
    await alice.raw.post(
      `${server.api}/requests/${page.pathname.split('/').at(-1)}/actions/accept`,
      {},
    );
    const token = linkIn(lastMailTo('only@example.org'), `/records/${record.id}`).searchParams.get(
      'token',
    );
    const stranger = await browserFor(server, null);
    const files = (id: string | undefined) => `${server.api}/records/${id}/files`;
    expect((await stranger.raw.get(files(other.id), { params: { token } })).status).toBe(403);
    expect((await stranger.raw.get(files(record.id), { params: { token } })).status).toBe(200);
  });

  it('does not let the owner’s answer be given by anyone else', async () => {
    const record = await restrictedRecord({ allow_user_requests: true });
    const asked = await bob.raw.post(requestUrl(record.id), { email: 'bob@demo.test' });
    const carol = await browserFor(server, 'carol');
    const answer = await carol.raw.post(
      `${server.api}/requests/${asked.data.id}/actions/accept`,
      {},
    );
    expect(answer.status).toBe(403);
    expect(
      (await bob.raw.post(`${server.api}/requests/${asked.data.id}/actions/accept`, {})).status,
    ).toBe(403);
  });
});
