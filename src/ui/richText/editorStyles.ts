import type { CSSProperties } from 'react';

/** The box around toolbar and text, drawn like a fomantic input so forms look of a piece. */
export const editorFrame = (disabled: boolean): CSSProperties => ({
  border: '1px solid rgba(34, 36, 38, 0.15)',
  borderRadius: '0.28571429rem',
  // Greyed by background, not opacity: faded text would fail the contrast check.
  background: disabled ? '#f3f4f5' : '#ffffff',
});

export const toolbarArea: CSSProperties = {
  padding: '0.35em',
  borderBottom: '1px solid rgba(34, 36, 38, 0.15)',
};

/** The editable element; its links are styled in rdm-widgets.css, by this class. */
export const EDITABLE_CLASS = 'rdm-rich-text';

export const editableArea: CSSProperties = {
  minHeight: '6em',
  padding: '0.67857143em 1em',
};

/** The text area's stand-in while the editor code loads: same size, so nothing jumps. */
export const loadingArea: CSSProperties = {
  minHeight: '8.5em',
  padding: '0.67857143em 1em',
  color: 'rgba(0, 0, 0, 0.87)',
};

/**
 * Links in rich text: the theme's link blue fails the contrast check on white, so links take
 * the text colour and are told apart by their underline.
 */
export const READABLE_LINK_STYLE = 'color: inherit; text-decoration: underline;';
