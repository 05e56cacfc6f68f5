import type { Editor } from '@tiptap/react';

/**
 * Links the selected text to href; with nothing selected outside a link, inserts the address
 * itself as linked text (a link needs some text to click).
 */
export const applyLink = (editor: Editor, href: string) => {
  const chain = editor.chain().focus();
  if (editor.state.selection.empty && !editor.isActive('link')) {
    chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] });
  } else {
    chain.extendMarkRange('link').setLink({ href });
  }
  chain.run();
};

/** Removes the link around the cursor or selection, keeping its text. */
export const removeLink = (editor: Editor) => {
  editor.chain().focus().extendMarkRange('link').unsetLink().run();
};

/** The target of the link at the cursor, '' outside links. */
export const currentHref = (editor: Editor): string => {
  const href: unknown = editor.getAttributes('link').href;
  return typeof href === 'string' ? href : '';
};
