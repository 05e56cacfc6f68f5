import type { Resource } from 'i18next';
import { isPlainObject, parsed, rejected, type InputProblem, type Parsed } from '../../core/config';

/** The prop a host passes every widget to choose its language and bring its own texts. */
export const HOST_I18N_PROP = 'i18n';

/** A catalog: English text (the key) to its translation; plural keys end in _one, _other... */
export type HostCatalog = Readonly<Record<string, string>>;

export interface HostI18n {
  /** Overrides `config.default_locale`, for hosts whose config does not carry one. */
  locale?: string;
  /** Catalogs by language, e.g. `{ fr: { Cancel: 'Annuler' } }`. */
  catalogs?: Readonly<Record<string, HostCatalog>>;
}

const catalogProblems = (language: string, catalog: unknown): InputProblem[] => {
  const field = `${HOST_I18N_PROP}.catalogs.${language}`;
  if (!isPlainObject(catalog)) return [{ field, message: 'must be an object of texts' }];
  // Key names only, never the values: a host's texts are not secret, but keep logs short.
  const bad = Object.keys(catalog).filter((key) => typeof catalog[key] !== 'string');
  return bad.map((key) => ({ field: `${field}["${key}"]`, message: 'must be a string' }));
};

/** Checks the host's `i18n` prop (untrusted JSON); absent means English and no catalogs. */
export const parseHostI18n = (raw: unknown): Parsed<HostI18n> => {
  if (raw === undefined) return parsed({});
  if (!isPlainObject(raw))
    return rejected([{ field: HOST_I18N_PROP, message: 'must be an object' }]);
  const problems: InputProblem[] = [];
  const { locale, catalogs } = raw;
  if (locale !== undefined && (typeof locale !== 'string' || locale.trim() === '')) {
    problems.push({ field: `${HOST_I18N_PROP}.locale`, message: 'must be a non-empty string' });
  }
  if (catalogs !== undefined && !isPlainObject(catalogs)) {
    problems.push({ field: `${HOST_I18N_PROP}.catalogs`, message: 'must be an object' });
  } else if (catalogs) {
    for (const [language, catalog] of Object.entries(catalogs)) {
      problems.push(...catalogProblems(language, catalog));
    }
  }
  if (problems.length > 0) return rejected(problems);
  return parsed(raw as HostI18n);
};

/** The catalogs in i18next's shape (one `translation` namespace per language). */
export const catalogResources = (catalogs: HostI18n['catalogs'] = {}): Resource =>
  Object.fromEntries(
    Object.entries(catalogs).map(([language, catalog]) => [language, { translation: catalog }]),
  );
