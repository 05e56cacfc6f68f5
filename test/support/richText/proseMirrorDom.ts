/**
 * jsdom does no layout, and lacks the geometry calls ProseMirror makes to scroll the cursor
 * into view. Empty rectangles stand in: enough for editing, which is all tests check.
 * Call once at the top of a test file (each file has its own jsdom).
 */
export const installProseMirrorDomStubs = () => {
  const emptyRect = () => new DOMRect(0, 0, 0, 0);
  const emptyRectList = () => {
    const rects: DOMRect[] = [];
    return Object.assign(rects, { item: (index: number) => rects[index] ?? null });
  };
  Range.prototype.getBoundingClientRect ??= emptyRect;
  Range.prototype.getClientRects ??= emptyRectList as unknown as () => DOMRectList;
  Document.prototype.elementFromPoint ??= () => null;
};
