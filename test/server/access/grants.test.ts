/** @jest-environment node */
import type { DraftRecord } from '../../../src/core/model';
import { apiFailure as failure } from '../support/apiFailure';
import { startTestServer, type TestServer } from '../support/testServer';
import { type Browser, browserFor, newDraft } from './sharedRecords';

let server: TestServer;
let alice: Browser;

beforeAll(async () => {
  server = await startTestServer();
  alice = await browserFor(server, 'alice');
});
afterAll(async () => {
  await server.close();
});

const user = (id: string) => ({ type: 'user' as const, id });
const group = (id: string) => ({ type: 'role' as const, id });

describe('people and groups: grants, users/groups lists, change, delete', () => {
  let draft: DraftRecord;
  beforeEach(async () => {
    draft = await newDraft(alice);
  });

  it('grants a user, lists the user expanded, changes and removes the grant', async () => {
    await alice.access.createGrants(draft, [
      { subject: user('2'), permission: 'view', notify: true, message: '<p>Have a look</p>' },
    ]);
    const users = await alice.access.listUsers(draft);
    expect(users.total).toBe(1);
    expect(users.hits[0]).toMatchObject({
      subject: { type: 'user', id: '2' },
      permission: 'view',
      expanded: {
        subject: {
          id: '2',
          username: 'bob',
          is_current_user: false,
          profile: { full_name: 'Bob Builder', affiliations: 'University of Geneva' },
          links: { avatar: `${server.api}/users/2/avatar.svg` },
        },
      },
    });

    const changed = await alice.access.updateGrant(draft, user('2'), 'edit');
    expect(changed).toMatchObject({ subject: user('2'), permission: 'edit' });
    expect((await alice.access.listUsers(draft)).hits[0]?.permission).toBe('edit');

    await alice.access.deleteGrant(draft, user('2'));
    expect((await alice.access.listUsers(draft)).total).toBe(0);
  });

  it('grants a group and lists it expanded', async () => {
    await alice.access.createGrants(draft, [
      { subject: group('lab-members'), permission: 'preview' },
    ]);
    const groups = await alice.access.listGroups(draft);
    expect(groups.hits).toEqual([
      expect.objectContaining({
        subject: group('lab-members'),
        permission: 'preview',
        expanded: {
          subject: expect.objectContaining({ id: 'lab-members', name: 'lab-members' }),
        },
      }),
    ]);
    expect((await alice.access.listUsers(draft)).total).toBe(0);
    await alice.access.updateGrant(draft, group('lab-members'), 'manage');
    await alice.access.deleteGrant(draft, group('lab-members'));
    expect((await alice.access.listGroups(draft)).total).toBe(0);
  });

  it('refuses a duplicate grant and fails the whole batch', async () => {
    await alice.access.createGrants(draft, [{ subject: user('2'), permission: 'view' }]);
    const error = await failure(
      alice.access.createGrants(draft, [
        { subject: user('3'), permission: 'view' },
        { subject: user('2'), permission: 'edit' },
      ]),
    );
    expect(error.status).toBe(400);
    expect(error.data).toEqual({
      status: 400,
      message: 'Grant for this user/role already exists within this record.',
    });
    const users = await alice.access.listUsers(draft);
    expect(users.hits.map((hit) => hit.subject.id)).toEqual(['2']);
  });

  it.each([
    ['a user without a public profile', '4'],
    ['an unknown user', '999'],
  ])('refuses %s as subject', async (_case, id) => {
    const error = await failure(
      alice.access.createGrants(draft, [{ subject: user(id), permission: 'view' }]),
    );
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual([
      { field: 'subject.id', messages: ['Could not find the specified subject.'] },
    ]);
  });

  it('refuses an empty batch and a bad permission', async () => {
    const http = alice.raw;
    const empty = await http.post(draft.links.access_grants!, { grants: [] });
    expect(empty.status).toBe(400);
    const bad = await http.post(draft.links.access_grants!, {
      grants: [{ subject: user('2'), permission: 'own' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.data.errors[0].field).toBe('permission');
  });

  it('serves /grants by index with expand, and 404s for unknown grants', async () => {
    await alice.access.createGrants(draft, [
      { subject: user('2'), permission: 'view' },
      { subject: group('lab-members'), permission: 'edit' },
    ]);
    const http = alice.raw;
    const grants = draft.links.access_grants!;
    const list = await http.get(grants, { params: { expand: 1 } });
    expect(list.data.hits.total).toBe(2);
    expect(list.data.hits.hits[1]).toMatchObject({
      id: 1,
      subject: group('lab-members'),
      permission: 'edit',
      origin: null,
      expanded: { subject: { name: 'lab-members' } },
    });
    const plain = await http.get(`${grants}/0`);
    expect(plain.data).toEqual({ id: 0, subject: user('2'), permission: 'view', origin: null });
    expect((await http.patch(`${grants}/0`, { permission: 'preview' })).data.permission).toBe(
      'preview',
    );
    const missing = await http.get(`${grants}/7`);
    expect(missing.status).toBe(404);
    expect(missing.data.message).toBe('No grant found with the given ID.');
    const noUser = await http.get(`${draft.links.access_users}/3`);
    expect(noUser.data).toEqual({ status: 404, message: 'No grant found by given user id.' });
    const noGroup = await failure(alice.access.deleteGrant(draft, group('data-stewards')));
    expect(noGroup.status).toBe(404);
    expect(noGroup.message).toBe('No grant found by given group id.');
    expect((await http.delete(`${grants}/1`)).status).toBe(204);
    expect((await alice.access.listGroups(draft)).total).toBe(0);
  });

  it('gives a manage grantee the sharing endpoints and a stranger 403', async () => {
    const bob = await browserFor(server, 'bob');
    const carol = await browserFor(server, 'carol');
    expect((await failure(bob.access.listUsers(draft))).status).toBe(403);
    await alice.access.createGrants(draft, [{ subject: user('2'), permission: 'manage' }]);
    expect((await bob.access.listUsers(draft)).total).toBe(1);
    await bob.access.createGrants(draft, [{ subject: user('3'), permission: 'view' }]);
    expect((await alice.access.listUsers(draft)).total).toBe(2);
    // A view grant does not allow sharing.
    const error = await failure(
      carol.access.createGrants(draft, [{ subject: user('1'), permission: 'view' }]),
    );
    expect(error.status).toBe(403);
    expect((await failure(carol.access.deleteGrant(draft, user('2')))).status).toBe(403);
  });
});

describe('searching people and groups to invite', () => {
  it('suggests users with a public profile only (never dave)', async () => {
    const found = await alice.access.searchUsers('a');
    const usernames = found.hits.map((hit) => hit.username);
    expect(usernames).toEqual(expect.arrayContaining(['alice', 'carol']));
    expect(usernames).not.toContain('dave');
    expect((await alice.access.searchUsers('dave')).total).toBe(0);
    expect((await alice.access.searchUsers('Hidden')).total).toBe(0);
    const bob = await alice.access.searchUsers('bob');
    expect(bob.hits[0]).toMatchObject({
      id: '2',
      username: 'bob',
      profile: { full_name: 'Bob Builder' },
    });
  });

  it('finds groups by name', async () => {
    const found = await alice.access.searchGroups('lab');
    expect(found.hits).toEqual([
      expect.objectContaining({ id: 'lab-members', name: 'lab-members' }),
    ]);
  });

  it('refuses anonymous user and group searches', async () => {
    const anonymous = await browserFor(server, null);
    expect((await failure(anonymous.access.searchUsers('a'))).status).toBe(403);
    expect((await failure(anonymous.access.searchGroups('lab'))).status).toBe(403);
  });
});
