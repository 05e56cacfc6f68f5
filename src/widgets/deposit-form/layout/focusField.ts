const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [contenteditable="true"], a[href], [tabindex]:not([tabindex="-1"])';

/** The element that edits this path, or the nearest one editing a path above it. */
const fieldElement = (root: Element, path: string): Element | null => {
  const segments = path.split('.');
  // 'metadata' or 'custom_fields' alone would match the whole form: stop before them.
  for (let length = segments.length; length > 1; length -= 1) {
    // Inside a quoted attribute value only quotes and backslashes need escaping.
    const prefix = segments.slice(0, length).join('.').replace(/["\\]/g, '\\$&');
    const found = root.querySelector(`[name="${prefix}"], [data-field="${prefix}"]`);
    if (found) return found;
  }
  return null;
};

/** The control to put the user on: the field itself, else its first invalid or first control. */
const focusTarget = (element: Element): HTMLElement | null =>
  element.matches(FOCUSABLE)
    ? (element as HTMLElement)
    : (element.querySelector<HTMLElement>(`[aria-invalid="true"]`) ??
      element.querySelector<HTMLElement>(FOCUSABLE));

/**
 * Scrolls to the field that edits `path` and focuses it. False when the form has no such
 * field (yet): its section may still be rendering.
 */
export const focusField = (root: Element, path: string): boolean => {
  const element = fieldElement(root, path);
  const target = element && focusTarget(element);
  if (!target) return false;
  target.scrollIntoView?.({ block: 'center' });
  target.focus({ preventScroll: true });
  return true;
};
