/** Rich text: a lazily loaded editor and the one safe way to render stored HTML. */
export { RichTextEditor } from './RichTextEditor';
export type { RichTextEditorProps } from './RichTextEditor';
export { SafeHtml } from './SafeHtml';
export type { SafeHtmlProps } from './SafeHtml';
export { sanitizeHtml } from './sanitizeHtml';
