import type Squire from 'squire-rte';

/** The link around the range's start, if any. */
const linkAt = (editor: Squire, range: Range): HTMLAnchorElement | null => {
  const { startContainer } = range;
  const start = startContainer instanceof Element ? startContainer : startContainer.parentElement;
  const link = start?.closest('a');
  return link && editor.getRoot().contains(link) ? link : null;
};

/**
 * Focuses the text with the selection the link field was opened for; a cursor inside a link
 * stands for the whole link, which is what the user edits.
 */
const selectForLink = (editor: Squire, range: Range) => {
  const link = range.collapsed ? linkAt(editor, range) : null;
  const target = range.cloneRange();
  if (link) target.selectNodeContents(link);
  editor.focus().setSelection(target);
};

/**
 * Links the text the range selects to href; with nothing selected outside a link, inserts the
 * address itself as linked text (a link needs some text to click).
 */
export const applyLink = (editor: Squire, range: Range, href: string) => {
  selectForLink(editor, range);
  editor.makeLink(href);
};

/** Removes the link around the range, keeping its text. */
export const removeLink = (editor: Squire, range: Range) => {
  selectForLink(editor, range);
  editor.removeLink();
};

/** The target of the link at the range, '' outside links. */
export const hrefAt = (editor: Squire, range: Range): string =>
  linkAt(editor, range)?.getAttribute('href') ?? '';
