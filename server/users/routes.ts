import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../auth/identity';
import { findUserById, userJson } from '../auth/users';
import type { ServerContext } from '../context';
import { forbidden, notFound } from '../http/errors';
import { urlsFor } from '../http/urls';
import { parseSearchParams, rank, searchAnswer } from '../vocabularies/search';
import { initialsSvg } from './avatar';
import { allGroups, findGroup, groupJson, publicUsers } from './store';

const USER_SEARCH = {
  sorts: ['bestmatch', 'name'],
  defaultSort: 'name',
  defaultSize: 10,
  maxSize: 10,
};
const GROUP_SEARCH = {
  sorts: ['bestmatch', 'name', 'name_desc', 'managed', 'unmanaged'],
  defaultSort: 'name',
  defaultSize: 20,
  maxSize: 50,
};

const requireUser = (request: FastifyRequest): User => {
  const user = request.identity.user;
  if (!user) throw forbidden();
  return user;
};

export const usersRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  const { db } = ctx;

  // Search-as-you-type for inviting people: public profiles only (dave never shows up).
  app.get('/api/users', async (request) => {
    const caller = requireUser(request);
    const params = parseSearchParams(request.query, USER_SEARCH);
    const api = urlsFor(request).api;
    const matches = rank(
      publicUsers(db),
      params,
      (user) => [user.fullName, user.username, user.affiliations],
      (a, b) => a.fullName.localeCompare(b.fullName),
    );
    return searchAnswer(matches, params, `${api}/users`, (user) => userJson(user, api, caller.id));
  });

  app.get<{ Params: { id: string } }>('/api/users/:id', async (request) => {
    const caller = requireUser(request);
    const user = findUserById(db, request.params.id);
    if (!user) throw notFound();
    if (!user.publicProfile && user.id !== caller.id) throw forbidden();
    return userJson(user, urlsFor(request).api, caller.id);
  });

  // Avatars are fetched by <img> tags, so anyone may load them; hidden profiles show no name.
  app.get<{ Params: { id: string } }>('/api/users/:id/avatar.svg', async (request, reply) => {
    const user = findUserById(db, request.params.id);
    if (!user) throw notFound();
    const name = user.publicProfile ? user.fullName || user.username : '?';
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', 'public, max-age=3600')
      .send(initialsSvg(name, `user:${user.id}`));
  });

  app.get('/api/groups', async (request) => {
    requireUser(request);
    const params = parseSearchParams(request.query, GROUP_SEARCH);
    const api = urlsFor(request).api;
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    const matches = rank(
      allGroups(db),
      params,
      (group) => [group.name, group.description],
      params.sort === 'name_desc' ? (a, b) => byName(b, a) : byName,
    );
    return searchAnswer(matches, params, `${api}/groups`, (group) => groupJson(group, api));
  });

  app.get<{ Params: { id: string } }>('/api/groups/:id', async (request) => {
    requireUser(request);
    const group = findGroup(db, request.params.id);
    if (!group) throw notFound();
    return groupJson(group, urlsFor(request).api);
  });

  app.get<{ Params: { id: string } }>('/api/groups/:id/avatar.svg', async (request, reply) => {
    const group = findGroup(db, request.params.id);
    if (!group) throw notFound();
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', 'public, max-age=3600')
      .send(initialsSvg(group.name, `group:${group.id}`));
  });
};
