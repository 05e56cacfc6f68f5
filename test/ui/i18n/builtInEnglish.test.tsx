import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { BUILT_IN_ENGLISH } from '../../../src/ui/i18n/builtInEnglish';
import { createI18n } from '../../../src/ui/i18n/createI18n';
import { en } from '../../../src/ui/i18n/en';
import { useTranslation } from '../../../src/ui/i18n/useTranslation';

const i18next = createI18n({ locale: 'en' });
const builtIn = BUILT_IN_ENGLISH.t;

/** Every text the widgets show, as the code asks for it: a counted one without its suffix. */
const keys = [...new Set(Object.keys(en).map((key) => key.replace(/_(one|other)$/, '')))];
const placeholdersOf = (key: string) =>
  [...key.matchAll(/\{\{(.+?)\}\}/g)].map((match) => match[1]!.trim());

describe('the built-in English', () => {
  it.each([0, 1, 2, 1.5, 12_000, 1_234_567])(
    'says every text as i18next says it, with %p as every number',
    (number) => {
      for (const key of keys) {
        const values = Object.fromEntries(
          placeholdersOf(key).map((name, index) => [
            name,
            name === 'count' || index % 2 === 1 ? number : `<${name} ‘${index}’>`,
          ]),
        );
        expect([key, builtIn(key, values)]).toEqual([key, i18next.t(key, values)]);
      }
    },
  );

  it('leaves a placeholder without a value, and shows an empty one as nothing', () => {
    for (const values of [{}, { name: undefined }, { name: null }, { count: 3 }]) {
      const key = 'Removed {{name}} and {{count}} other(s)';
      expect(builtIn(key, values)).toBe(i18next.t(key, values));
    }
    expect(builtIn('Uploaded {{name}}', {})).toBe('Uploaded {{name}}');
    expect(builtIn('Uploaded {{name}}', { name: null })).toBe('Uploaded ');
  });

  it('picks the counted form by count, a count given as text not counted', () => {
    expect(builtIn('{{count}} bytes', { count: 1 })).toBe('1 byte');
    expect(builtIn('{{count}} bytes', { count: 12_000 })).toBe('12,000 bytes');
    expect(builtIn('{{count}} bytes', { count: '1' })).toBe(
      i18next.t('{{count}} bytes', { count: '1' }),
    );
  });

  it('never reads a value as a placeholder in turn', () => {
    expect(builtIn('Uploaded {{name}}', { name: '{{name}} {{count}}', count: 2 })).toBe(
      'Uploaded {{name}} {{count}}',
    );
  });
});

const Size = ({ count }: { count: number }) => {
  const { t, i18n } = useTranslation();
  return (
    <p lang={i18n.language} dir={i18n.dir()}>
      {t('{{count}} bytes', { count })}
    </p>
  );
};

describe('useTranslation', () => {
  it('speaks the built-in English outside any provider', () => {
    render(<Size count={1} />);
    expect(screen.getByText('1 byte')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('1 byte')).toHaveAttribute('dir', 'ltr');
  });

  it("speaks the provider's i18next instance, and follows its change of language", async () => {
    const instance = createI18n({
      locale: 'de',
      resources: {
        de: { translation: { '{{count}} bytes_one': '{{count}} Byte' } },
        ar: { translation: { '{{count}} bytes_few': '{{count}} بايت' } },
      },
    });
    render(
      <I18nextProvider i18n={instance}>
        <Size count={3} />
      </I18nextProvider>,
    );
    // German has no text for 3: English, with German's numbers.
    expect(screen.getByText('3 bytes')).toHaveAttribute('lang', 'de');
    await act(() => instance.changeLanguage('ar'));
    expect(screen.getByText('3 بايت')).toHaveAttribute('dir', 'rtl');
  });
});
