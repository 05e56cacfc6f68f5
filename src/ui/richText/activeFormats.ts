import type Squire from 'squire-rte';

/** What the toolbar shows as pressed: the formats that apply at the cursor or selection. */
export interface ActiveFormats {
  bold: boolean;
  italic: boolean;
  bulletList: boolean;
  orderedList: boolean;
  link: boolean;
}

export const NO_FORMATS: ActiveFormats = {
  bold: false,
  italic: false,
  bulletList: false,
  orderedList: false,
  link: false,
};

export const activeFormats = (editor: Squire): ActiveFormats => ({
  bold: editor.hasFormat('B'),
  italic: editor.hasFormat('I'),
  bulletList: editor.hasFormat('UL'),
  orderedList: editor.hasFormat('OL'),
  link: editor.hasFormat('A'),
});

export const sameFormats = (a: ActiveFormats, b: ActiveFormats) =>
  (Object.keys(a) as (keyof ActiveFormats)[]).every((format) => a[format] === b[format]);
