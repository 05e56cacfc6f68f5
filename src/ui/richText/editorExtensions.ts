import StarterKit from '@tiptap/starter-kit';
import { isAllowedHref } from './allowedHref';
import { READABLE_LINK_STYLE } from './editorStyles';

/**
 * The editor offers only what sanitizeHtml keeps (no headings, no rules), so what someone
 * writes is what gets saved and shown.
 */
export const richTextExtensions = () => [
  StarterKit.configure({
    heading: false,
    horizontalRule: false,
    // It adds an empty paragraph after a final list or quote, saved as a stray '<p></p>'.
    trailingNode: false,
    link: {
      // In an editor a click places the cursor; the link opens from the rendered text.
      openOnClick: false,
      isAllowedUri: (url) => isAllowedHref(url),
      // The style is for display only: sanitizeHtml drops it from what the editor reports.
      HTMLAttributes: {
        target: '_blank',
        rel: 'noopener noreferrer',
        class: null,
        style: READABLE_LINK_STYLE,
      },
    },
  }),
];
