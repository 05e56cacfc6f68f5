import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '../../src/core/i18n';
import {
  catalogProblems,
  coverage,
  englishTexts,
  expectedKeys,
  keptInEnglish,
  pluralCategories,
} from './catalogRules';

const I18N = join(__dirname, '../../src/ui/i18n');

const readCatalog = (code: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(I18N, 'locales', `${code}.json`), 'utf8')) as Record<
    string,
    unknown
  >;

const readKept = (code: string): Set<string> => {
  const file = join(I18N, 'glossaries', `${code}.md`);
  return keptInEnglish(existsSync(file) ? readFileSync(file, 'utf8') : '');
};

describe.each(LANGUAGES.map(({ code }) => code))('the %s catalog', (code) => {
  it('has a glossary', () => {
    expect(existsSync(join(I18N, 'glossaries', `${code}.md`))).toBe(true);
  });

  it('gives every English text, in every plural form, with the same variables', () => {
    expect(catalogProblems(code, readCatalog(code), readKept(code))).toEqual([]);
  });
});

const DOC = join(__dirname, '../../docs/translations.md');
const TABLE = /<!-- coverage: start -->[\s\S]*<!-- coverage: end -->/;

/** The coverage table of docs/translations.md, as the catalogs are now. */
const coverageTable = (): string => {
  const rows = LANGUAGES.map(({ code, name }) => {
    const catalog = readCatalog(code);
    const kept = readKept(code).size;
    return (
      `| ${name} | \`${code}\` | ${expectedKeys(code).length} | ` +
      `${pluralCategories(code).join(', ')} | ${kept} | ${coverage(code, catalog)} % |`
    );
  });
  return [
    '<!-- coverage: start -->',
    '',
    `English has ${englishTexts().length} texts. Written by test/i18n/catalogs.test.ts.`,
    '',
    '| Language | Code | Catalog keys | Plural forms | Kept in English | Complete |',
    '|---|---|---:|---|---:|---:|',
    ...rows,
    '',
    '<!-- coverage: end -->',
  ].join('\n');
};

/** A table's cells, whatever spaces Prettier lines its columns up with. */
const cells = (table: string) =>
  table
    .split('\n')
    .map((line) => line.split('|').map((cell) => cell.trim().replace(/^-+(:?)$/, '-$1')));

describe('docs/translations.md', () => {
  // UPDATE_TRANSLATIONS_TABLE=1 npx jest test/i18n/catalogs.test.ts writes it afresh (then
  // npx prettier --write docs/translations.md).
  it('shows every language’s coverage as the catalogs are', () => {
    const doc = readFileSync(DOC, 'utf8');
    if (process.env.UPDATE_TRANSLATIONS_TABLE) {
      writeFileSync(DOC, doc.replace(TABLE, coverageTable()));
      return;
    }
    expect(cells(doc.match(TABLE)?.[0] ?? '')).toEqual(cells(coverageTable()));
  });
});
