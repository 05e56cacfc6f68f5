import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n } from '../../../src/ui/i18n/createI18n';
import { useTranslation } from '../../../src/ui/i18n/useTranslation';
import { mount, type WidgetDefinition } from '../../../src/ui/mount';
import { renderOutsideAct } from '../../support/syncMount';

// Counted: a widget in the built-in English must not make an i18next instance.
jest.mock('../../../src/ui/i18n/createI18n', () => {
  const actual = jest.requireActual('../../../src/ui/i18n/createI18n');
  return { createI18n: jest.fn(actual.createI18n) };
});

renderOutsideAct();

const Note = ({ pages }: { pages: number }) => {
  const { t } = useTranslation();
  return (
    <label>
      {t('{{count}} pages', { count: pages })}
      <input />
    </label>
  );
};

/** A widget with a text to translate and a field whose content is the user's. */
const noteWidget: WidgetDefinition<{ pages: number }> = {
  name: 'note',
  component: Note,
  parseProps: (raw) => ({ ok: true, value: { pages: Number(raw.pages) } }),
};

const host = () => document.body.appendChild(document.createElement('div'));

afterEach(() => {
  document.body.innerHTML = '';
  jest.mocked(createI18n).mockClear();
});

it('shows English at once, with its counted texts, and no i18next instance', () => {
  const element = host();
  const handle = mount(element, noteWidget, { pages: 1 });
  expect(screen.getByRole('textbox', { name: '1 pages' })).toBeInTheDocument();
  expect(element).toHaveAttribute('lang', 'en');
  expect(element).toHaveAttribute('dir', 'ltr');
  expect(createI18n).not.toHaveBeenCalled();
  handle.unmount();
});

it("makes an instance for the host's own English texts", async () => {
  const handle = mount(host(), noteWidget, {
    pages: 2,
    i18n: { catalogs: { en: { '{{count}} pages_other': '{{count}} leaves' } } },
  });
  await handle.ready;
  expect(screen.getByRole('textbox', { name: '2 leaves' })).toBeInTheDocument();
  expect(createI18n).toHaveBeenCalledTimes(1);
  handle.unmount();
});

it('keeps what the user typed when the language changes, to and from English', async () => {
  const element = host();
  const handle = mount(element, noteWidget, { pages: 3 });
  await userEvent.type(screen.getByRole('textbox', { name: '3 pages' }), 'kept');

  handle.update({
    i18n: { locale: 'ar', catalogs: { ar: { '{{count}} pages_few': '{{count}} صفحات' } } },
  });
  expect(await screen.findByRole('textbox', { name: '3 صفحات' })).toHaveValue('kept');
  expect(element).toHaveAttribute('dir', 'rtl');

  handle.update({ i18n: { locale: 'en' } });
  expect(screen.getByRole('textbox', { name: '3 pages' })).toHaveValue('kept');
  expect(element).toHaveAttribute('lang', 'en');
  expect(createI18n).toHaveBeenCalledTimes(1);
  handle.unmount();
});
