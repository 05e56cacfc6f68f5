import { intlLocale } from './intlLocale';

/**
 * A language's name in the widget's language, from its ISO 639 code ('deu' → 'German'):
 * a saved draft's row languages come back as ids alone. The code itself where Intl knows no
 * name for it (a private-use code, an older engine).
 */
export const languageName = (code: string, language: string | undefined): string => {
  try {
    const names = new Intl.DisplayNames(intlLocale(language), {
      type: 'language',
      fallback: 'none',
    });
    return names.of(code) ?? code;
  } catch {
    return code;
  }
};
