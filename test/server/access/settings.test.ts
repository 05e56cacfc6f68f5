/** @jest-environment node */
import type { AccessSettings } from '../../../src/core/model';
import { apiFailure as failure } from '../support/apiFailure';
import { startTestServer, type TestServer } from '../support/testServer';
import { type Browser, browserFor, newDraft, publishedRecord } from './sharedRecords';

let server: TestServer;
let alice: Browser;

beforeAll(async () => {
  server = await startTestServer();
  alice = await browserFor(server, 'alice');
});
afterAll(async () => {
  await server.close();
});

const settings = (changes: Partial<AccessSettings> = {}): AccessSettings => ({
  allow_user_requests: true,
  allow_guest_requests: false,
  accept_conditions_text: '<p>Tell us why</p><script>alert(1)</script>',
  secret_link_expiration: '30',
  ...changes,
});

describe('access settings: PUT {access}', () => {
  it('saves the settings and answers the record with them', async () => {
    const draft = await newDraft(alice);
    const answer = await alice.access.updateSettings(draft, settings());
    expect(answer.id).toBe(draft.id);
    expect(answer.parent.access.settings).toEqual({
      allow_user_requests: true,
      allow_guest_requests: false,
      accept_conditions_text: '<p>Tell us why</p>',
      secret_link_expiration: 30,
    });
    const reread = await alice.drafts.read(draft);
    expect(
      (reread as unknown as { parent: { access: { settings: unknown } } }).parent.access.settings,
    ).toEqual(answer.parent.access.settings);
  });

  it('answers a published record too', async () => {
    const record = await publishedRecord(alice);
    const answer = await alice.access.updateSettings(
      record,
      settings({ allow_guest_requests: true }),
    );
    expect(answer).toMatchObject({ id: record.id, is_published: true });
    expect(answer.parent.access.settings?.allow_guest_requests).toBe(true);
  });

  it('refuses bad values with field errors', async () => {
    const draft = await newDraft(alice);
    const http = alice.raw;
    const answer = await http.put(draft.links.access!, {
      allow_user_requests: 'yes',
      allow_guest_requests: false,
      secret_link_expiration: 400,
    });
    expect(answer.status).toBe(400);
    expect(answer.data.errors).toEqual([
      { field: 'allow_user_requests', messages: ['Not a valid boolean.'] },
      {
        field: 'secret_link_expiration',
        messages: ['Must be greater than or equal to 0 and less than or equal to 365.'],
      },
    ]);
  });

  it('answers 403 to a stranger', async () => {
    const draft = await newDraft(alice);
    const bob = await browserFor(server, 'bob');
    const error = await failure(bob.access.updateSettings(draft, settings()));
    expect(error.status).toBe(403);
  });
});

describe('access requests (POST {access_request})', () => {
  const requestUrl = (id: string | undefined) => `${server.api}/records/${id}/access/request`;

  it('lets a user ask when allowed, once, and refuses when not allowed', async () => {
    const record = await publishedRecord(alice);
    const bob = await browserFor(server, 'bob');
    const body = {
      email: 'BOB@demo.test',
      full_name: 'Bob Builder',
      message: 'I would like to reuse the data.',
      consent_to_share_personal_data: 'true',
    };
    const refused = await bob.raw.post(requestUrl(record.id), body);
    expect(refused.status).toBe(403);

    await alice.access.updateSettings(record, settings({ allow_user_requests: true }));
    const asked = await bob.raw.post(requestUrl(record.id), body);
    expect(asked.status).toBe(200);
    expect(asked.data).toMatchObject({
      type: 'user-access-request',
      status: 'submitted',
      is_open: true,
      created_by: { user: '2' },
      receiver: { user: '1' },
      topic: { record: record.id },
      payload: { permission: 'view' },
    });
    const again = await bob.raw.post(requestUrl(record.id), body);
    expect(again.status).toBe(400);
    expect(again.data.message).toBe(`Identical access requests already exist: ${asked.data.id}`);

    // The owner accepts through the requests API; the request turns into a grant.
    const accepted = await alice.raw.post(
      `${server.api}/requests/${asked.data.id}/actions/accept`,
      {},
    );
    expect(accepted.status).toBe(200);
    expect(accepted.data.status).toBe('accepted');
    const users = await alice.access.listUsers(record);
    expect(users.hits).toEqual([
      expect.objectContaining({
        subject: { type: 'user', id: '2' },
        permission: 'view',
        origin: `request:${asked.data.id}`,
      }),
    ]);
    const afterwards = await bob.raw.post(requestUrl(record.id), body);
    expect(afterwards.data.message).toBe('You already have access to files of this record.');
  });

  it('tells a user with file access that there is nothing to ask for', async () => {
    const record = await publishedRecord(alice, { record: 'public', files: 'public' });
    await alice.access.updateSettings(record, settings({ allow_user_requests: true }));
    const bob = await browserFor(server, 'bob');
    const answer = await bob.raw.post(requestUrl(record.id), { message: 'please' });
    expect(answer.status).toBe(403);
    expect(answer.data.message).toBe('You already have access to files of this record.');
  });

  it('sends a guest a verification link when guest requests are allowed', async () => {
    const record = await publishedRecord(alice);
    const guest = await browserFor(server, null);
    const body = {
      email: 'guest@example.org',
      full_name: 'A Guest',
      message: 'Hello',
      consent_to_share_personal_data: 'false',
    };
    expect((await guest.raw.post(requestUrl(record.id), body)).status).toBe(403);
    await alice.access.updateSettings(record, settings({ allow_guest_requests: true }));
    const answer = await guest.raw.post(requestUrl(record.id), body);
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({
      message: 'Verification link sent out, please check your e-mail inbox',
    });
    const incomplete = await guest.raw.post(requestUrl(record.id), { message: 'x' });
    expect(incomplete.status).toBe(400);
    expect(incomplete.data.errors.map((error: { field: string }) => error.field)).toEqual([
      'email',
      'full_name',
    ]);
  });

  it('refuses guests who cannot read a restricted record', async () => {
    const record = await publishedRecord(alice, { record: 'restricted', files: 'restricted' });
    await alice.access.updateSettings(record, settings({ allow_guest_requests: true }));
    const guest = await browserFor(server, null);
    const answer = await guest.raw.post(requestUrl(record.id), {
      email: 'guest@example.org',
      full_name: 'A Guest',
    });
    expect(answer.status).toBe(403);
  });
});
