import { html, type SafeHtml } from './html';

/**
 * An http(s) URL in running text: it ends before a space, or before punctuation that ends the
 * sentence around it. One capture group, so `split` gives text and URLs in turn.
 */
const URL_IN_TEXT = /(https?:\/\/[^\s<>"]*[^\s<>"'.,;:!?)\]])/;

/** Plain text as HTML: all of it escaped, each http(s) URL a link (line breaks are the caller's). */
export const linkedText = (text: string): SafeHtml =>
  html`${text
    .split(URL_IN_TEXT)
    .map((part, index) => (index % 2 ? html`<a href="${part}">${part}</a>` : part))}`;
