import type Squire from 'squire-rte';
import { sanitizedFragment } from './sanitizeHtml';

/**
 * How Squire builds the text: paragraphs as blocks (what the form stores and the record page
 * shows), and everything pasted or set reduced to what sanitizeHtml keeps first, so what
 * someone writes is what gets saved and shown.
 */
export const editorConfig = (): ConstructorParameters<typeof Squire>[1] => ({
  blockTag: 'P',
  sanitizeToDOMFragment: (html) => sanitizedFragment(html),
});
