import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '../../src/core/i18n/languages';
import { catalogProblems, keptInEnglish } from './catalogRules';

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
