import { act } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * jsdom does no layout, so a click puts no caret into the text and Ctrl+A selects the
 * editable element's children rather than its text. These put the selection where a browser
 * would (in text nodes) and tell the editor, as the browser's selectionchange event does.
 */
const textNodes = (editor: HTMLElement): Text[] => {
  const walker = document.createTreeWalker(editor, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  while (walker.nextNode()) nodes.push(walker.currentNode as Text);
  return nodes;
};

// In act: the editor updates the toolbar's pressed states on it.
const announce = () =>
  act(() => {
    document.dispatchEvent(new Event('selectionchange'));
  });

/** The caret at the end of the text, as after a click below the last line. */
export const placeCaretAtEnd = (editor: HTMLElement) => {
  const last = textNodes(editor).at(-1);
  const selection = document.getSelection() as Selection;
  if (last) selection.collapse(last, last.length);
  else selection.collapse(editor.lastElementChild ?? editor, 0);
  announce();
};

/** All of the text selected, as Ctrl+A does in a browser. */
export const selectAllText = (editor: HTMLElement) => {
  const nodes = textNodes(editor);
  const [first, last] = [nodes[0], nodes.at(-1)];
  if (!first || !last) return placeCaretAtEnd(editor);
  (document.getSelection() as Selection).setBaseAndExtent(first, 0, last, last.length);
  announce();
};

/** A click into the text, with the caret after its last character. */
export const clickIntoText = async (user: UserEvent, editor: HTMLElement) => {
  await user.click(editor);
  placeCaretAtEnd(editor);
};
