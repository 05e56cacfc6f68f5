/* global window, document, DOMParser */
/**
 * The demo's language menu, without a reload: the choice is remembered (the cookie the
 * server reads), the page says its new language, and every widget on it switches, keeping
 * what the visitor typed. Each widget also gets its config as the page now serves it, whose
 * vocabularies (resource types, roles...) are in the new language.
 */
(function followLanguageMenu() {
  const menu = document.querySelector('details.demo-language');
  const widgets = window.rdmDemoWidgets || [];
  if (!menu) return;
  const form = menu.querySelector('form');
  const select = form.querySelector('select');
  const shown = menu.querySelector('summary span');
  // Fomantic's buttons show whatever `hidden` says: the button goes.
  form.querySelector('button[type="submit"]').remove();

  /** Each widget's config on the page as served now, in the order autoMount found them. */
  const freshConfigs = async () => {
    const answer = await fetch(window.location.href, { credentials: 'same-origin' });
    if (!answer.ok) return [];
    const page = new DOMParser().parseFromString(await answer.text(), 'text/html');
    return Array.from(page.querySelectorAll('[data-rdm-widget]'), (element) => {
      const script = element.querySelector(':scope > script[data-rdm-prop="config"]');
      return script ? JSON.parse(script.textContent) : undefined;
    });
  };

  select.addEventListener('change', async () => {
    const code = select.value;
    const direction = select.selectedOptions[0].dataset.dir;
    document.cookie = `rdm_language=${encodeURIComponent(code)}; path=/; max-age=31536000; samesite=lax`;
    document.documentElement.lang = code;
    document.documentElement.dir = direction;
    shown.lang = code;
    shown.textContent = select.selectedOptions[0].textContent.trim();
    // The list goes away: the focus goes back to what opens it.
    menu.querySelector('summary').focus();
    menu.open = false;
    const configs = await freshConfigs().catch(() => []);
    widgets.forEach((handle, index) => {
      const config = configs[index];
      handle.update({ i18n: { locale: code }, ...(config ? { config } : {}) });
    });
  });
})();
