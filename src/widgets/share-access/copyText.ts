/**
 * Puts text on the clipboard; answers false when the browser would not, so the caller can
 * offer the text to copy by hand. navigator.clipboard needs a secure context (https or
 * localhost) and may be refused, so an old-style copy from a hidden textarea comes second.
 */
export const copyText = async (text: string): Promise<boolean> => {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, document not focused): try the old way below.
    }
  }
  return copyFromHiddenTextarea(text);
};

const copyFromHiddenTextarea = (text: string): boolean => {
  if (typeof document.execCommand !== 'function') return false;
  // Selecting the textarea takes focus; the control the user pressed gets it back.
  const previousFocus = document.activeElement;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  Object.assign(area.style, { position: 'fixed', top: '0', left: '-9999px', opacity: '0' });
  document.body.append(area);
  try {
    area.focus();
    area.select();
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    if (previousFocus instanceof HTMLElement) previousFocus.focus();
  }
};
