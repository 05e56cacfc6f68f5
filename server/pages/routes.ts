import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import type { ServerContext } from '../context';
import { accessRequestPages } from './accessRequestPages';
import { authPages, DEMO_USERS } from './authPages';
import { serveDemoFiles } from './demoFiles';
import { serveDistFiles } from './distFiles';
import { hostPages } from './hostPages';
import { html } from './html';
import { invenioPages } from './invenioPages';
import { renderPage } from './layout';
import { outboxPage } from './outboxPage';
import { languageRoutes } from './pageLanguage';
import { requestPage } from './requestPage';
import { requestsDashboard } from './requestsDashboard';

/** The demo's server-rendered pages, and the library and styles they load. */
export const pagesRoutes = async (app: FastifyInstance, ctx: ServerContext): Promise<void> => {
  await serveDistFiles(app, join(ctx.options.rootDir, 'dist'));
  await app.register(fastifyStatic, {
    root: join(ctx.options.rootDir, 'node_modules', 'fomantic-ui-css'),
    prefix: '/static/fomantic/',
    decorateReply: false,
  });
  await serveDemoFiles(app, join(ctx.options.rootDir, 'server', 'pages', 'static'));
  // The package's page without a build step, beside the dist/ and Fomantic files it loads.
  await app.register(fastifyStatic, {
    root: join(ctx.options.rootDir, 'examples'),
    prefix: '/static/examples/',
    decorateReply: false,
  });

  app.get('/', async (request, reply) => {
    const main = html`<h1 class="ui header">RDM demo repository</h1>
      <p>
        A reference repository that speaks the InvenioRDM REST API and hosts the rdm-widgets on
        server-rendered pages.
      </p>
      <ul>
        <li><a href="/me/uploads">My uploads</a></li>
        <li><a href="/uploads/new">New upload</a></li>
        <li><a href="/search">Search records</a></li>
        <li><a href="/communities/open-science">The Open Science community</a></li>
      </ul>
      <h2 class="ui header">Demo users</h2>
      <p>Log in with any of these usernames (no password in demo mode):</p>
      <ul>
        ${DEMO_USERS.map((user) => html`<li><code>${user.username}</code>: ${user.about}</li>`)}
      </ul>`;
    return reply
      .type('text/html; charset=utf-8')
      .send(renderPage(request, { title: 'Home', main }));
  });

  authPages(app, ctx);
  languageRoutes(app);
  hostPages(app, ctx);
  invenioPages(app, ctx);
  requestsDashboard(app, ctx);
  requestPage(app, ctx);
  accessRequestPages(app, ctx);
  // E-mail is kept in the outbox unless an SMTP server sends it; only a demo shows it.
  if (ctx.options.demo && !ctx.options.smtpUrl) outboxPage(app, ctx);
};
