import { screen } from '@testing-library/react';
import { autoMount } from '../../src/ui/mount';
import { createI18n } from '../../src/ui/i18n/createI18n';
import { mountStatusBanner, statusBannerWidget } from '../../src/widgets/status-banner';
import { renderOutsideAct } from '../support/syncMount';

renderOutsideAct();

/** A tiny Icelandic catalog (a language the package does not ship), as a host would print it. */
const is = {
  Draft: 'Drög',
  'Once your upload is complete, you can publish it.':
    'Þegar innsendingin er tilbúin getur þú birt hana.',
  Published: 'Birt',
  'Your upload is published.': 'Innsendingin þín er birt.',
};

const host = () => document.body.appendChild(document.createElement('div'));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a host catalog', () => {
  it('shows a widget in a language of its own, from config.default_locale and the i18n prop', async () => {
    const handle = mountStatusBanner(host(), {
      record: { status: 'new_version_draft' },
      config: { default_locale: 'is' },
      i18n: { catalogs: { is } },
    });
    await handle.ready;
    expect(screen.getByRole('status')).toHaveTextContent(
      'Þegar innsendingin er tilbúin getur þú birt hana.',
    );
    // A text the host did not translate falls back to English, not to a key or a blank.
    expect(screen.getByRole('status')).toHaveTextContent('New version draft');
    handle.update({ record: { status: 'published' } });
    expect(screen.getByRole('status')).toHaveTextContent('BirtInnsendingin þín er birt.');
    handle.unmount();
  });

  it('rewords a shipped language, through i18n.locale and autoMount', async () => {
    const element = host();
    element.setAttribute('data-rdm-widget', 'status-banner');
    element.innerHTML = `
      <script type="application/json" data-rdm-prop="record">{"status":"published"}</script>
      <script type="application/json" data-rdm-prop="i18n">${JSON.stringify({
        locale: 'fr',
        catalogs: { fr: { 'Your upload is published.': 'Votre dépôt est en ligne.' } },
      })}</script>`;
    const [handle] = autoMount(document, [statusBannerWidget]);
    await handle?.ready;
    // The host's text wins; the rest is the shipped French.
    expect(screen.getByRole('status')).toHaveTextContent('PubliéVotre dépôt est en ligne.');
    handle?.unmount();
  });

  it('lets a host reword the English texts', async () => {
    const handle = mountStatusBanner(host(), {
      record: { status: 'published' },
      i18n: { catalogs: { en: { Published: 'Live' } } },
    });
    await handle.ready;
    expect(screen.getByRole('status')).toHaveTextContent('LiveYour upload is published.');
    handle.unmount();
  });

  it('shows what is wrong with a bad catalog in place of the widget', () => {
    jest.mocked(console.error).mockImplementation(() => undefined);
    const handle = mountStatusBanner(host(), {
      record: { status: 'published' },
      i18n: { locale: '', catalogs: { fr: { Published: 7 } } },
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('i18n.locale must be a non-empty string');
    expect(alert).toHaveTextContent('i18n.catalogs.fr["Published"] must be a string');
    handle.unmount();
  });
});

describe('plurals', () => {
  it('picks the English form by count', () => {
    const { t } = createI18n();
    expect(t('{{count}} days', { count: 1 })).toBe('1 day');
    expect(t('{{count}} days', { count: 7 })).toBe('7 days');
    // InvenioRDM's own wording stays for English.
    expect(t('and {{count}} other(s)', { count: 2 })).toBe('and 2 other(s)');
  });

  it('uses the host language’s plural rules (French: 0 and 1 are singular)', () => {
    const { t } = createI18n({
      locale: 'fr',
      resources: {
        fr: {
          translation: {
            'and {{count}} other(s)_one': 'et {{count}} autre',
            'and {{count}} other(s)_other': 'et {{count}} autres',
          },
        },
      },
    });
    expect(t('and {{count}} other(s)', { count: 0 })).toBe('et 0 autre');
    expect(t('and {{count}} other(s)', { count: 3 })).toBe('et 3 autres');
  });
});
