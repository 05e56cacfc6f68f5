import { sanitizedFragment } from './sanitizeHtml';

/** Blocks in which Squire keeps a closing <br> so the browser shows the line's height. */
const BLOCKS = 'p, li, blockquote, pre';

/** Inline formats, which say nothing when they hold no text. */
const INLINE = 'b, strong, i, em, u, s, code, a';

/**
 * A no-break space standing alone between words: browsers type one for a space at the end of
 * a text (a plain one would not show), not meaning to bind the words. Runs of them are kept.
 */
const LONE_NO_BREAK_SPACE = /(?<![\s\u00a0])\u00a0(?![\s\u00a0])/g;

/** An empty line at the end: nothing the reader sees. */
const isBlankEnd = (node: ChildNode) =>
  node.nodeName === 'BR' ||
  (node.nodeName !== 'LI' &&
    node.textContent?.trim() === '' &&
    !(node as Element).querySelector?.('li'));

const textNodes = (root: Node): Text[] => {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  while (walker.nextNode()) nodes.push(walker.currentNode as Text);
  return nodes;
};

/**
 * The editor's HTML as the form stores it: sanitised, without what only serves editing (the
 * <br> that keeps an empty line visible, the empty line kept after a final list so there is
 * somewhere to type, a format switched on where nothing was typed), with plain spaces between
 * words, and '' when nothing is written.
 */
export const storedHtml = (editorHtml: string): string => {
  const template = document.createElement('template');
  template.innerHTML = editorHtml;
  // Squire adds some lines as <div>s whatever its block tag: they are paragraphs.
  template.content.querySelectorAll('div').forEach((div) => {
    const paragraph = document.createElement('p');
    paragraph.append(...Array.from(div.childNodes));
    div.replaceWith(paragraph);
  });
  const fragment = sanitizedFragment(template.content);
  fragment.querySelectorAll(BLOCKS).forEach((block) => {
    if (block.lastChild?.nodeName === 'BR') block.lastChild.remove();
  });
  fragment.querySelectorAll(INLINE).forEach((format) => {
    if (format.textContent === '') format.remove();
  });
  textNodes(fragment).forEach((text) => {
    text.data = text.data.replace(LONE_NO_BREAK_SPACE, ' ');
  });
  while (fragment.lastChild && isBlankEnd(fragment.lastChild)) fragment.lastChild.remove();
  if (fragment.textContent === '' && fragment.querySelector('li') === null) return '';
  const container = document.createElement('div');
  container.appendChild(fragment);
  return container.innerHTML;
};
