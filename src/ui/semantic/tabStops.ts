/** Elements that may take focus from Tab; `isTabStop` tells which of them do. */
const CANDIDATES = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'iframe',
  'summary',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(', ');

/** A group of radios is one stop: its checked radio, or its first while none is. */
const isPassedOverRadio = (element: Element) => {
  if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || element.checked) {
    return false;
  }
  if (!element.name) return false;
  const scope = element.form ?? element.ownerDocument;
  const group = [...scope.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter(
    (radio) => radio.name === element.name && radio.form === element.form,
  );
  return group.some((radio) => radio.checked) || group[0] !== element;
};

const isTabStop = (element: HTMLElement) =>
  element.tabIndex >= 0 &&
  !element.matches(':disabled') &&
  !element.closest('[inert]') &&
  // Browsers before 2024 have no checkVisibility: an element drawn has boxes.
  (element.checkVisibility?.({ visibilityProperty: true }) ??
    element.getClientRects().length > 0) &&
  !isPassedOverRadio(element);

/**
 * The elements inside `root` that Tab stops at, in the order it does (the widgets give no
 * element a positive tabindex, which would come first): shown, enabled, not inert, one radio
 * per group.
 */
export const tabStopsIn = (root: HTMLElement): HTMLElement[] =>
  [...root.querySelectorAll<HTMLElement>(CANDIDATES)].filter(isTabStop);
