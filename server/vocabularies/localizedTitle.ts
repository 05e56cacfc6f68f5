import { localized, type VocabularyDoc } from './store';

/**
 * How the entries of a vocabulary type are titled in `locale`: their stored title in that
 * language, else English. Languages, whose seeds are named in English only, take the runtime's
 * own name of them (`Intl.DisplayNames`, by ISO 639-1 code else 639-3) in every other language.
 */
export const titleIn = (type: string, locale: string): ((entry: VocabularyDoc) => string) => {
  if (type !== 'languages' || locale === 'en') return (entry) => localized(entry.title, locale);
  const names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' });
  return (entry) => {
    const stored = (entry.title ?? {}) as Record<string, string>;
    const { alpha_2: alpha2 } = (entry.props ?? {}) as { alpha_2?: string };
    return stored[locale] ?? names.of(alpha2 || entry.id) ?? localized(stored, 'en');
  };
};
