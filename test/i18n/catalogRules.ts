import { en } from '../../src/ui/i18n/en';

/** i18next's plural suffixes: a counted text is key_one, key_other... in a catalog. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const VARIABLE = /\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g;

/** Words every language writes as English does: identifiers' names and units. */
const SAME_EVERYWHERE = new Set(['DOI', 'ORCID', 'ROR', 'URL', 'ISNI', 'GND', 'ISBN', 'ISSN']);

export const variables = (text: string): Set<string> =>
  new Set([...text.matchAll(VARIABLE)].map(([, name]) => name as string));

/** English's texts by key, a counted text once under its key without suffix. */
interface EnglishText {
  key: string;
  counted: boolean;
  /** Singular and plural for a counted text, the text otherwise. */
  forms: string[];
}

export const englishTexts = (): EnglishText[] => {
  const byKey = new Map<string, EnglishText>();
  for (const [key, text] of Object.entries(en)) {
    const base = key.replace(PLURAL_SUFFIX, '');
    const counted = base !== key;
    const entry = byKey.get(base) ?? { key: base, counted, forms: [] };
    entry.forms.push(text);
    byKey.set(base, entry);
  }
  return [...byKey.values()];
};

export const pluralCategories = (language: string): string[] =>
  new Intl.PluralRules(language).resolvedOptions().pluralCategories;

/**
 * Whether a plural form stands for one number only (German 'one' is 1, Arabic 'two' is 2), so
 * it may spell the number out; every other form must show `{{count}}`.
 */
const singleNumber = (language: string, category: string): boolean => {
  const rules = new Intl.PluralRules(language);
  let numbers = 0;
  for (let n = 0; n <= 1000; n += 1) if (rules.select(n) === category) numbers += 1;
  return numbers === 1;
};

/** The catalog keys a language needs: every text, a counted one in each of its plural forms. */
export const expectedKeys = (language: string): string[] =>
  englishTexts().flatMap(({ key, counted }) =>
    counted ? pluralCategories(language).map((category) => `${key}_${category}`) : [key],
  );

const keptAsEnglish = (text: string, kept: ReadonlySet<string>): boolean => {
  if (kept.has(text)) return true;
  const words = text.replace(VARIABLE, ' ').match(/[\p{L}\d-]*\p{L}[\p{L}\d-]*/gu) ?? [];
  return words.every((word) => SAME_EVERYWHERE.has(word));
};

const sameSet = (a: Set<string>, b: Set<string>) =>
  a.size === b.size && [...a].every((name) => b.has(name));

/**
 * Everything wrong with a language's catalog: keys missing or unknown, variables other than
 * English's, plural forms missing, texts left in English that `kept` (the glossary's list of
 * words that stay) does not allow.
 */
export const catalogProblems = (
  language: string,
  catalog: Readonly<Record<string, unknown>>,
  kept: ReadonlySet<string> = new Set(),
): string[] => {
  const problems: string[] = [];
  const expected = new Set(expectedKeys(language));
  for (const key of Object.keys(catalog)) {
    if (!expected.has(key)) problems.push(`unknown key ${JSON.stringify(key)}`);
  }
  for (const { key, counted, forms } of englishTexts()) {
    const englishVariables = new Set(forms.flatMap((form) => [...variables(form)]));
    const categories = counted ? pluralCategories(language) : [undefined];
    for (const category of categories) {
      const id = category ? `${key}_${category}` : key;
      const text = catalog[id];
      if (typeof text !== 'string' || text.trim() === '') {
        problems.push(`missing ${JSON.stringify(id)}`);
        continue;
      }
      const found = variables(text);
      const needed = new Set(englishVariables);
      if (category && singleNumber(language, category)) needed.delete('count');
      if (category) found.forEach((name) => name === 'count' && needed.add('count'));
      if (!sameSet(found, needed)) {
        problems.push(
          `${JSON.stringify(id)} has {{${[...found].join('}}, {{')}}} where English has {{${[...needed].join('}}, {{')}}}`,
        );
      }
      if (forms.includes(text) && !keptAsEnglish(text, kept)) {
        problems.push(`${JSON.stringify(id)} is still English: ${JSON.stringify(text)}`);
      }
    }
  }
  return problems;
};

/** Share of the keys a language needs that its catalog gives, as a whole percentage. */
export const coverage = (language: string, catalog: Readonly<Record<string, unknown>>): number => {
  const keys = expectedKeys(language);
  const given = keys.filter((key) => typeof catalog[key] === 'string' && catalog[key] !== '');
  return Math.floor((given.length / keys.length) * 100);
};

/** The texts a glossary lists under "## Kept in English", one per `- ` line. */
export const keptInEnglish = (glossary: string): Set<string> => {
  const section = glossary.split(/^## /m).find((part) => part.startsWith('Kept in English'));
  const lines = section?.split('\n').filter((line) => line.startsWith('- ')) ?? [];
  return new Set(
    lines.map((line) =>
      line
        .slice(2)
        .trim()
        .replace(/^`(.*)`$/, '$1'),
    ),
  );
};
