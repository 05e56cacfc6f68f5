import { html, jsonForScript, type SafeHtml } from './html';

/**
 * Widgets the library's standalone bundle provides. Each widget issue adds its name here;
 * until then its slot shows a plain placeholder.
 */
const AVAILABLE_WIDGETS: readonly string[] = [
  'file-uploader',
  'status-banner',
  'community-header',
  'deposit-form',
  'share-access',
  'new-version-button',
  'new-upload-from-record',
  'request-access',
];

/**
 * The markup a host page prints for one widget: a `data-rdm-widget` element whose JSON props
 * are child `<script type="application/json" data-rdm-prop="...">` elements.
 */
export const widgetSlot = (
  name: string,
  props: Record<string, unknown>,
  /** What the page shows until the widget exists: a sentence, or server-rendered markup. */
  placeholder: string | SafeHtml,
): SafeHtml => {
  if (!AVAILABLE_WIDGETS.includes(name)) {
    return html`<div class="ui secondary segment" data-widget-placeholder="${name}">
      ${typeof placeholder === 'string' ? html`<p>${placeholder}</p>` : placeholder}
    </div>`;
  }
  return html`<div data-rdm-widget="${name}">
    ${Object.entries(props).map(
      ([prop, value]) =>
        html`<script type="application/json" data-rdm-prop="${prop}">
          ${jsonForScript(value)}
        </script>`,
    )}
  </div>`;
};

/** The widgets of a page that will mount (the page loads the standalone script for them). */
export const availableWidgets = (names: readonly string[]): string[] =>
  names.filter((name) => AVAILABLE_WIDGETS.includes(name));
