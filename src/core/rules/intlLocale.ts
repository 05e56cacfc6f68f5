/**
 * The widget language as a locale the Intl formatters accept: hosts often write 'pt_BR'
 * (Python's form) where Intl wants 'pt-BR', and a tag Intl cannot read at all gives way to
 * the browser's own locale instead of throwing while a widget renders.
 */
export const intlLocale = (language: string | undefined): string | undefined => {
  if (!language) return undefined;
  try {
    return Intl.getCanonicalLocales(language.replaceAll('_', '-'))[0];
  } catch {
    return undefined;
  }
};
