import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LANGUAGES, supportedLanguage, type LanguageCode } from '../../src/core/i18n';
import { acceptedLanguages } from '../http/acceptLanguage';
import { readQueryValue } from '../vocabularies/search';
import { html, type SafeHtml } from './html';

/** The cookie that keeps the language a visitor chose in the demo's menu. */
export const LANGUAGE_COOKIE = 'rdm_language';

export interface PageLanguage {
  code: LanguageCode | 'en';
  direction: 'ltr' | 'rtl';
}

/**
 * The language the demo's pages are in, as InvenioRDM chooses its own (invenio-i18n): `?ln=`,
 * then the visitor's choice (a cookie here, a session there), then Accept-Language, else
 * English. Only the languages the widgets ship are taken.
 */
export const pageLanguage = (request: FastifyRequest): PageLanguage => {
  const asked =
    readQueryValue(request.query as Record<string, unknown>, 'ln') ||
    request.cookies[LANGUAGE_COOKIE] ||
    acceptedLanguages(request.headers['accept-language'])[0];
  const code = supportedLanguage(asked);
  const direction = LANGUAGES.find((language) => language.code === code)?.direction ?? 'ltr';
  return { code, direction };
};

/** A path on this site to go back to: anything else (another site, `//host`) goes home. */
const samePagePath = (next: string | undefined): string =>
  next && next.startsWith('/') && !next.startsWith('//') && !next.includes('\\') ? next : '/';

/**
 * `GET /lang?ln=de&next=/path`: remembers the language and goes back to the page, as
 * InvenioRDM's language menu does (`/lang/<code>`); the demo's menu is a form that sends it.
 */
export const languageRoutes = (app: FastifyInstance): void => {
  app.get('/lang', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    reply.setCookie(LANGUAGE_COOKIE, supportedLanguage(readQueryValue(query, 'ln')), {
      path: '/',
      sameSite: 'lax',
      maxAge: 365 * 24 * 60 * 60,
      secure: request.protocol === 'https',
    });
    return reply.redirect(samePagePath(readQueryValue(query, 'next')), 303);
  });
};

/**
 * The demo's language menu: a form for `/lang` (the page loads again in the language), which
 * static/language-menu.js turns into a switch of every widget on the page, without a reload.
 * It sits in a closed disclosure: a list of every language's native name costs the first
 * layout a fallback font per script (about 70 ms on a phone's CPU), which a closed one skips.
 */
export const languageMenu = (request: FastifyRequest): SafeHtml => {
  const { code: current } = pageLanguage(request);
  const options = [{ code: 'en', name: 'English', direction: 'ltr' }, ...LANGUAGES];
  const currentName = options.find(({ code }) => code === current)?.name ?? 'English';
  return html`<details class="demo-language">
    <summary>Language: <span lang="${current}">${currentName}</span></summary>
    <form method="get" action="/lang">
      <label for="demo-language">Language</label>
      <select id="demo-language" name="ln">
        ${options.map(
          ({ code, name, direction }) =>
            html`<option
              value="${code}"
              lang="${code}"
              data-dir="${direction}"
              ${code === current ? html`selected` : null}
            >
              ${name}
            </option>`,
        )}
      </select>
      <input type="hidden" name="next" value="${request.url}" />
      <button class="ui mini button" type="submit">Change</button>
    </form>
  </details>`;
};

/**
 * The script of a shipped language's texts for the standalone bundle, printed before the
 * bundle mounts the widgets: they show in the page's language at once, without a round trip.
 */
export const languageScript = (request: FastifyRequest): SafeHtml | null => {
  const { code } = pageLanguage(request);
  return code === 'en'
    ? null
    : html`<script
        nonce="${request.cspNonce}"
        src="${request.server.distUrl(`rdm-widgets.standalone.${code}.js`)}"
      ></script>`;
};
