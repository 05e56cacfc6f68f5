import { screen } from '@testing-library/react';
import de from '../../src/ui/i18n/locales/de.json';
import ja from '../../src/ui/i18n/locales/ja.json';
import zhCN from '../../src/ui/i18n/locales/zh-CN.json';
import ar from '../../src/ui/i18n/locales/ar.json';
import { mountStatusBanner } from '../../src/widgets/status-banner';
import { renderOutsideAct } from '../support/syncMount';

renderOutsideAct();

const host = (parent: Element = document.body) => parent.appendChild(document.createElement('div'));

const published = { record: { status: 'published' } };

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a widget in a shipped language', () => {
  it('shows nothing, not English, until its texts have loaded', async () => {
    const element = host();
    const handle = mountStatusBanner(element, { ...published, i18n: { locale: 'de' } });
    expect(element).toBeEmptyDOMElement();
    await handle.ready;
    expect(screen.getByRole('status')).toHaveTextContent(de['Your upload is published.']);
    expect(screen.getByRole('status')).not.toHaveTextContent('Your upload is published.');
    handle.unmount();
  });

  it('takes the language of the page around it when its props name none', async () => {
    const page = document.body.appendChild(document.createElement('main'));
    page.setAttribute('lang', 'ja');
    const element = host(page);
    const handle = mountStatusBanner(element, published);
    await handle.ready;
    expect(screen.getByRole('status')).toHaveTextContent(ja['Your upload is published.']);
    expect(element).toHaveAttribute('lang', 'ja');
    expect(element).toHaveAttribute('dir', 'ltr');
    handle.unmount();
  });

  it('reads InvenioRDM’s codes (zh_CN)', async () => {
    const handle = mountStatusBanner(host(), {
      ...published,
      config: { default_locale: 'zh_CN' },
    });
    await handle.ready;
    expect(screen.getByRole('status')).toHaveTextContent(zhCN['Your upload is published.']);
    handle.unmount();
  });

  it('lays out right to left in Arabic, Persian and Hebrew', async () => {
    const element = host();
    const handle = mountStatusBanner(element, { ...published, i18n: { locale: 'ar' } });
    await handle.ready;
    expect(element).toHaveAttribute('dir', 'rtl');
    expect(element).toHaveAttribute('lang', 'ar');
    expect(screen.getByRole('status')).toHaveTextContent(ar['Your upload is published.']);
    handle.unmount();
  });

  it('keeps showing the language it has while another one loads, then switches', async () => {
    const element = host();
    const handle = mountStatusBanner(element, { ...published, i18n: { locale: 'de' } });
    await handle.ready;
    handle.update({ i18n: { locale: 'ar' } });
    expect(screen.getByRole('status')).toHaveTextContent(de['Your upload is published.']);
    expect(await screen.findByText(ar['Your upload is published.'])).toBeInTheDocument();
    expect(element).toHaveAttribute('dir', 'rtl');
    handle.update({ i18n: { locale: 'en' } });
    expect(screen.getByRole('status')).toHaveTextContent('Your upload is published.');
    expect(element).toHaveAttribute('dir', 'ltr');
    handle.unmount();
  });

  it('shows the last language asked for when an earlier one loads later', async () => {
    const handle = mountStatusBanner(host(), { ...published, i18n: { locale: 'de' } });
    handle.update({ i18n: { locale: 'ja' } });
    await handle.ready;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByRole('status')).toHaveTextContent(ja['Your upload is published.']);
    handle.unmount();
  });

  it('renders nothing when unmounted before its texts arrive', async () => {
    const element = host();
    const handle = mountStatusBanner(element, { ...published, i18n: { locale: 'de' } });
    handle.unmount();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(element).toBeEmptyDOMElement();
  });
});

describe('numbers in texts', () => {
  it('are written as the language writes them', async () => {
    const { createI18n } = await import('../../src/ui/i18n/createI18n');
    const german = createI18n({ locale: 'de', resources: { de: { translation: de } } });
    expect(german.t('{{count}} days', { count: 12000 })).toBe(
      de['{{count}} days_other']!.replace('{{count}}', '12.000'),
    );
    const { default: fa } = await import('../../src/ui/i18n/locales/fa.json');
    const persian = createI18n({ locale: 'fa', resources: { fa: { translation: fa } } });
    expect(persian.t('{{count}} days', { count: 3 })).toBe(
      fa['{{count}} days_other'].replace('{{count}}', '۳'),
    );
    // English, as before: a four-digit number is not grouped.
    expect(createI18n().t('{{count}} days', { count: 2025 })).toBe('2025 days');
  });
});
