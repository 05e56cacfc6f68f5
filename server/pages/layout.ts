import type { FastifyRequest } from 'fastify';
import { CSRF_FIELD } from '../auth/csrf';
import { html, type SafeHtml } from './html';
import { languageMenu, languageScript, pageLanguage } from './pageLanguage';

export interface PageContent {
  title: string;
  main: SafeHtml;
  /** A message shown above the content (e.g. an expired link). */
  notice?: string;
  /**
   * The widgets the page mounts, by name: the page loads the standalone script and asks for
   * their modules from its head.
   */
  widgets?: readonly string[];
}

/**
 * The outbox page exists only in demo mode while e-mail is kept instead of sent (no SMTP
 * server), and opens for logged-in users only.
 */
const hasOutbox = (request: FastifyRequest) =>
  request.server.hasRoute({ method: 'GET', url: '/_outbox' });

/** A page's one message when it has nothing else to show: an error, said as an alert. */
export const problemMessage = (message: string): SafeHtml =>
  html`<div class="ui negative message" role="alert">
    <div class="header">${message}</div>
  </div>`;

/**
 * The hidden field that carries a CSRF token in a form of ours. Not the cookie's: one made for
 * this answer, as valid for the caller's session, so that no page repeats a secret from one
 * answer to the next, which compression would let another site guess (BREACH).
 */
export const csrfField = (request: FastifyRequest): SafeHtml => {
  const token = request.server.sessions.csrf.mint(request.identity.sessionId);
  return html`<input type="hidden" name="${CSRF_FIELD}" value="${token}" />`;
};

const navigation = (request: FastifyRequest) => {
  const user = request.identity.user;
  return html`<nav class="ui secondary menu" aria-label="Main">
    <a class="item" href="/">Home</a>
    <a class="item" href="/search">Search</a>
    ${user && hasOutbox(request) ? html`<a class="item" href="/_outbox">Outbox</a>` : null}
    ${
      user
        ? html`<a class="item" href="/me/uploads">My uploads</a>
            <a class="item" href="/me/requests">Requests</a>
            <a class="item" href="/uploads/new">New upload</a>
            <div class="right menu">
              <div class="item">${languageMenu(request)}</div>
              <span class="item">Logged in as ${user.username}</span>
              <form class="demo-logout" method="post" action="/logout">
                ${csrfField(request)}
                <button class="item" type="submit">Log out</button>
              </form>
            </div>`
        : html`<div class="right menu">
            <div class="item">${languageMenu(request)}</div>
            <a class="item" href="/login">Log in</a>
          </div>`
    }
  </nav>`;
};

/**
 * The Fomantic fonts the widgets draw on their first screen, besides the text's: every widget
 * has icons, and the deposit form checkboxes. A font that arrives after the widgets' first
 * frame makes the browser lay the whole page out again (50–100 ms on a phone), and one the
 * stylesheet names is only asked for once a layout needs it. Asked for from the head at low
 * priority, they come beside the scripts without holding them back, and a warm load has them
 * from the cache before the first frame. Lato is not among them: the stylesheet asks for it
 * early enough, and it would take the scripts' bandwidth.
 */
const fontsDrawnAtOnce = (widgets: readonly string[]): string[] => [
  'icons',
  'outline-icons',
  ...(widgets.includes('deposit-form') ? ['Checkbox'] : []),
];

/**
 * The page around every host page, in the visitor's language (the menu's), with the Fomantic
 * components the widgets use; the library's files by their content-hashed addresses
 * (distFiles.ts), and the standalone script, its widgets' modules and the fonts they draw at
 * once asked for from the head, while the stylesheets load. The widgets come from the
 * library's standalone script, with the texts of the page's language;
 * `RdmWidgets.autoMount()` mounts each `data-rdm-widget` element with its JSON props, plus the
 * demo's own custom-field widget (static/host-widgets.js), and keeps their handles for the
 * language menu (static/language-menu.js). Every script carries the request's CSP nonce
 * (server/http/securityHeaders.ts).
 */
export const renderPage = (request: FastifyRequest, content: PageContent): string => {
  const language = pageLanguage(request);
  const { distUrl, demoUrl } = request.server;
  const widgets = content.widgets ?? [];
  return html`<!doctype html>
    <html lang="${language.code}" dir="${language.direction}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${content.title} · RDM demo repository</title>
        <link rel="icon" href="data:," />
        ${
          widgets.length > 0
            ? html`<link
                  rel="preload"
                  as="script"
                  nonce="${request.cspNonce}"
                  href="${distUrl('rdm-widgets.standalone.js')}"
                />
                ${request.server
                  .widgetModuleUrls(widgets)
                  .map(
                    (url) =>
                      html`<link rel="modulepreload" nonce="${request.cspNonce}" href="${url}" />`,
                  )}
                ${request.server
                  .fontUrls(fontsDrawnAtOnce(widgets))
                  .map(
                    (url) =>
                      html`<link
                        rel="preload"
                        as="font"
                        type="font/woff2"
                        crossorigin
                        fetchpriority="low"
                        href="${url}"
                      />`,
                  )}`
            : null
        }
        <link rel="stylesheet" href="${distUrl('rdm-widgets.fomantic.css')}" />
        <link rel="stylesheet" href="${distUrl('rdm-widgets.css')}" />
        <link rel="stylesheet" href="${demoUrl('demo.css')}" />
      </head>
      <body>
        <div class="ui container demo-page">
          <a class="demo-skip-link" href="#main">Skip to content</a>
          <header>${navigation(request)}</header>
          <main id="main" tabindex="-1">
            ${
              content.notice
                ? html`<div class="ui warning message" role="status">${content.notice}</div>`
                : null
            }
            ${content.main}
          </main>
        </div>
        ${
          widgets.length > 0
            ? html`<script
                  nonce="${request.cspNonce}"
                  src="${distUrl('rdm-widgets.standalone.js')}"
                ></script>
                ${languageScript(request)}
                <script nonce="${request.cspNonce}" src="${demoUrl('host-widgets.js')}"></script>
                <script nonce="${request.cspNonce}">
                  window.rdmDemoWidgets = RdmWidgets.autoMount(document, window.rdmDemoHostProps);
                </script>
                <script nonce="${request.cspNonce}" src="${demoUrl('language-menu.js')}"></script>`
            : null
        }
      </body>
    </html>`.toString();
};
