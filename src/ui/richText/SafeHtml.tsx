import { useMemo } from 'react';
import { READABLE_LINK_STYLE } from './editorStyles';
import { sanitizeHtml } from './sanitizeHtml';

export interface SafeHtmlProps {
  /** Rich text from the server or the editor; sanitised before it reaches the page. */
  html: string;
  /** A span for rich text inside a line (a table cell, a label), a div otherwise. */
  as?: 'div' | 'span';
  className?: string;
}

/** Sanitised HTML with its links styled for display (the stored HTML stays unstyled). */
const displayHtml = (html: string): string => {
  const template = document.createElement('template');
  template.innerHTML = sanitizeHtml(html);
  template.content.querySelectorAll('a').forEach((link) => {
    link.setAttribute('style', READABLE_LINK_STYLE);
  });
  return template.innerHTML;
};

/**
 * Renders rich text as HTML after sanitizeHtml. The one place HTML is injected into the page,
 * so there is one place to check that nothing unsanitised gets through.
 */
export const SafeHtml = ({ html, as: Element = 'div', className }: SafeHtmlProps) => {
  const safe = useMemo(() => displayHtml(html), [html]);
  return <Element className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
};
