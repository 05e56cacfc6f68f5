import type { FastifyInstance } from 'fastify';
import { endSession, startSession } from '../auth/session';
import { findUserByUsername } from '../auth/users';
import type { ServerContext } from '../context';
import { html } from './html';
import { csrfField, renderPage } from './layout';

export const DEMO_USERS = [
  { username: 'alice', about: 'owns the demo records' },
  { username: 'bob', about: 'a colleague to share with' },
  { username: 'carol', about: 'curator of Open Science' },
  { username: 'dave', about: 'has no public profile' },
  { username: 'admin', about: 'administrator: decides quota increase and deletion requests' },
] as const;

/** Only local paths, so the login form cannot be used to send people elsewhere. */
const safeNext = (next: unknown): string =>
  typeof next === 'string' && next.startsWith('/') && !next.startsWith('//') ? next : '/me/uploads';

/**
 * Demo log-in: a username, no password (demo mode only). Log-in and log-out are forms with
 * the CSRF token, so no other site can log a visitor in as someone else, or out.
 */
export const authPages = (app: FastifyInstance, { db }: ServerContext): void => {
  app.get<{ Querystring: { next?: string; error?: string } }>('/login', async (request, reply) => {
    const { next, error } = request.query;
    const main = html`<h1 class="ui header">Log in</h1>
      ${error ? html`<div class="ui negative message" role="alert">${error}</div>` : null}
      <form class="ui form" method="post" action="/login">
        ${csrfField(request)}
        <input type="hidden" name="next" value="${safeNext(next)}" />
        <div class="field">
          <label for="username">Username</label>
          <input id="username" name="username" autocomplete="username" required />
        </div>
        <button class="ui primary button" type="submit">Log in</button>
      </form>
      <h2 class="ui header">Demo users</h2>
      <ul>
        ${DEMO_USERS.map((user) => html`<li><code>${user.username}</code>: ${user.about}</li>`)}
      </ul>`;
    return reply
      .type('text/html; charset=utf-8')
      .send(renderPage(request, { title: 'Log in', main }));
  });

  app.post<{ Body: { username?: string; next?: string } }>('/login', async (request, reply) => {
    const username = String(request.body?.username ?? '').trim();
    const user = findUserByUsername(db, username);
    const next = safeNext(request.body?.next);
    if (!user) {
      const query = new URLSearchParams({ next, error: `No user is called "${username}".` });
      return reply.redirect(`/login?${query}`, 303);
    }
    // A fresh session id on log-in (no fixation); links opened before are kept.
    const linkIds = request.identity.linkIds;
    endSession(db, request, reply);
    startSession(db, reply, user.id, linkIds);
    return reply.redirect(next, 303);
  });

  // A link or an <img> cannot log anyone out: the page asks, its form logs out.
  app.get('/logout', async (request, reply) => {
    const main = html`<h1 class="ui header">Log out</h1>
      <form class="ui form" method="post" action="/logout">
        ${csrfField(request)}
        <button class="ui primary button" type="submit">Log out</button>
      </form>`;
    return reply
      .type('text/html; charset=utf-8')
      .send(renderPage(request, { title: 'Log out', main }));
  });

  app.post('/logout', async (request, reply) => {
    endSession(db, request, reply);
    return reply.redirect('/', 303);
  });
};
