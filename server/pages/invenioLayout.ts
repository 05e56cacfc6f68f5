import type { FastifyRequest } from 'fastify';
import { html, SafeHtml } from './html';
import { languageScript, pageLanguage } from './pageLanguage';

/** The invenio-app-rdm releases whose deposit and record markup the `/invenio/…` pages copy. */
export type InvenioVersion = 'v12' | 'v13' | 'v14';

export const INVENIO_VERSIONS: readonly InvenioVersion[] = ['v12', 'v13', 'v14'];

export const isInvenioVersion = (text: string): text is InvenioVersion =>
  (INVENIO_VERSIONS as readonly string[]).includes(text);

/** Whether a page of `version` has what `since` added. */
export const since = (version: InvenioVersion, added: InvenioVersion): boolean =>
  INVENIO_VERSIONS.indexOf(version) >= INVENIO_VERSIONS.indexOf(added);

/**
 * `name='{{ value | tojson }}'`, as InvenioRDM's templates print JSON: single-quoted, with `<`,
 * `>`, `&` and `'` as JSON escapes, so the attribute needs no HTML entities and cannot be closed
 * early. Built here rather than in the markup, whose quotes the formatter rewrites.
 */
export const jsonAttribute = (name: string, value: unknown): SafeHtml =>
  new SafeHtml(
    `${name}='${JSON.stringify(value).replace(
      /[<>&']/g,
      (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
    )}'`,
  );

/**
 * The page around InvenioRDM's `page_body` block, in the visitor's language (its `lang`, as
 * InvenioRDM's pages say it): Fomantic and our stylesheet, then the standalone library, the
 * texts of the page's language and one script that mounts whatever the library recognises on
 * the page. The guard keeps the page whole on a build that cannot mount InvenioRDM's markup
 * yet.
 */
export const renderInvenioPage = (
  request: FastifyRequest,
  { title, body }: { title: string; body: SafeHtml },
): string => {
  const language = pageLanguage(request);
  return html`<!doctype html>
    <html lang="${language.code}" dir="${language.direction}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} · RDM demo repository</title>
        <link rel="icon" href="data:," />
        <link rel="stylesheet" href="/static/fomantic/semantic.min.css" />
        <link rel="stylesheet" href="/static/dist/rdm-widgets.css" />
      </head>
      <body>
        <main id="main" class="ui container">${body}</main>
        <script nonce="${request.cspNonce}" src="/static/dist/rdm-widgets.standalone.js"></script>
        ${languageScript(request)}
        <script nonce="${request.cspNonce}">
          if (window.RdmWidgets && typeof window.RdmWidgets.autoMount === 'function') {
            window.RdmWidgets.autoMount();
          }
        </script>
      </body>
    </html>`.toString();
};
